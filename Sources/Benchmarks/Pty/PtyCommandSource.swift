import Dispatch
import Foundation

/// The parent's commands for a pty child that runs the real run loop: a read source on the step
/// socket (descriptor 3) on the main queue, which wakes the child only when the parent writes.
/// Each complete line goes to the handler; the parent going away counts as `quit`.
@MainActor
final class PtyCommandSource {
    private let source: any DispatchSourceRead
    private var pending: [UInt8] = []

    /// Starts delivering the parent's command lines to `handler`.
    init(handler: @escaping @MainActor (String) -> Void) {
        source = DispatchSource.makeReadSource(fileDescriptor: PtyChannel.descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readCommands(handler) }
        }
        source.resume()
    }

    private func readCommands(_ handler: @MainActor (String) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(PtyChannel.descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { return }
        guard count > 0 else {
            source.cancel()
            handler("quit")
            return
        }
        pending += buffer[..<count]
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[..<end], as: UTF8.self)
            pending.removeSubrange(...end)
            handler(line)
        }
    }
}
