import Foundation

/// The child's side of the step protocol: a socket on descriptor 3 to the parent. After each step
/// (everything it wrote is on the terminal by then) the child reports `done <doupdate calls>`;
/// then it waits for `next` (or `quit`).
enum PtyChannel {
    /// The command-line argument that makes `recurses-bench` a pty child: `--pty-child recurses|plain`.
    static let childArgument = "--pty-child"
    /// The child's descriptor of the socket to the parent.
    static let descriptor: Int32 = 3
    /// The longest the child waits for the parent's next command.
    static let commandTimeout: Int32 = 60_000

    /// Reports a finished step and the doupdate calls made so far.
    static func finish(updateCount: Int) {
        send("done \(updateCount)")
    }

    /// Sends one line to the parent; a parent that is gone is ignored.
    static func send(_ line: String) {
        let bytes = Array((line.replacingOccurrences(of: "\n", with: " ") + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// The parent's next command line, or nil when it is gone or silent for `commandTimeout` ms.
    static func nextCommand() -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, commandTimeout)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }
}
