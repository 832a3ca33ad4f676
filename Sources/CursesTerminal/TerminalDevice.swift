import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal device: one descriptor ncurses writes to (and restores through), a second,
/// non-blocking one for our own reads, and the modes the shell had.
final class TerminalDevice {
    /// The device path.
    let path: String
    /// The descriptor ncurses writes to; blocking.
    let outputDescriptor: Int32
    /// The descriptor input is read from; non-blocking, a separate open file description so
    /// ncurses' writes stay blocking.
    let inputDescriptor: Int32
    /// The stdio stream over `outputDescriptor` that ncurses uses.
    let stream: UnsafeMutablePointer<FILE>
    /// The terminal modes before we changed anything.
    let shellModes: termios

    /// Opens the device; throws a clear error when there is no terminal.
    init(path: String) throws {
        self.path = path
        let output = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard output >= 0 else {
            throw CursesTerminalError.noTerminal(path: path, reason: String(cString: strerror(errno)))
        }
        guard isatty(output) == 1 else {
            close(output)
            throw CursesTerminalError.notATerminal(path: path)
        }
        var modes = termios()
        guard tcgetattr(output, &modes) == 0 else {
            let reason = String(cString: strerror(errno))
            close(output)
            throw CursesTerminalError.setupFailed("tcgetattr on \(path): \(reason)")
        }
        let input = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard input >= 0 else {
            let reason = String(cString: strerror(errno))
            close(output)
            throw CursesTerminalError.noTerminal(path: path, reason: reason)
        }
        guard let stream = fdopen(output, "r+") else {
            let reason = String(cString: strerror(errno))
            close(input)
            close(output)
            throw CursesTerminalError.setupFailed("fdopen on \(path): \(reason)")
        }
        outputDescriptor = output
        inputDescriptor = input
        self.stream = stream
        shellModes = modes
    }

    /// The size the kernel reports for the terminal, or nil when it cannot tell.
    func windowSize() -> (rows: Int, columns: Int)? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(outputDescriptor, UInt(TIOCGWINSZ), $0) }
        guard result == 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes bytes straight to the device (for sequences ncurses does not know), retrying
    /// interrupted and partial writes.
    func writeSequence(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                write(outputDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count > 0 {
                offset += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Closes the output stream, and the input descriptor unless a reader took it over (a
    /// `TerminalInputReader` closes it itself once its read source is cancelled).
    func closeDescriptors(includingInput: Bool) {
        fclose(stream)
        if includingInput { close(inputDescriptor) }
    }
}
