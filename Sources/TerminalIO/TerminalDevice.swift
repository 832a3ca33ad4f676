#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal device: one descriptor ncurses writes to, a second, non-blocking one for our own
/// reads, a third, non-blocking one a signal handler restores through (so a terminal that stopped
/// reading cannot hold it), and the modes the shell had.
package final class TerminalDevice {
    /// The device path.
    package let path: String
    /// The descriptor ncurses writes to; blocking.
    package let outputDescriptor: Int32
    /// The descriptor input is read from; non-blocking, a separate open file description so
    /// ncurses' writes stay blocking.
    package let inputDescriptor: Int32
    /// The descriptor the signal-safe restore writes to; non-blocking.
    package let restoreDescriptor: Int32
    /// The stdio stream over `outputDescriptor` that ncurses uses.
    package let stream: UnsafeMutablePointer<FILE>
    /// The terminal modes before we changed anything.
    package let shellModes: termios

    /// Opens the device; throws a clear error when there is no terminal.
    package init(path: String) throws {
        self.path = path
        let output = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard output >= 0 else {
            throw TerminalError.noTerminal(path: path, reason: String(cString: strerror(errno)))
        }
        guard isatty(output) == 1 else {
            close(output)
            throw TerminalError.notATerminal(path: path)
        }
        var modes = termios()
        guard tcgetattr(output, &modes) == 0 else {
            let reason = String(cString: strerror(errno))
            close(output)
            throw TerminalError.setupFailed("tcgetattr on \(path): \(reason)")
        }
        let input = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard input >= 0 else {
            let reason = String(cString: strerror(errno))
            close(output)
            throw TerminalError.noTerminal(path: path, reason: reason)
        }
        let restore = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard restore >= 0, let stream = fdopen(output, "r+") else {
            let reason = String(cString: strerror(errno))
            if restore >= 0 { close(restore) }
            close(input)
            close(output)
            throw TerminalError.setupFailed("opening \(path) again: \(reason)")
        }
        outputDescriptor = output
        restoreDescriptor = restore
        inputDescriptor = input
        self.stream = stream
        shellModes = modes
    }

    /// The size the kernel reports for the terminal, or nil when it cannot tell.
    package func windowSize() -> (rows: Int, columns: Int)? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(outputDescriptor, UInt(TIOCGWINSZ), $0) }
        guard result == 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Writes text straight to the device (for sequences ncurses does not know).
    package func writeSequence(_ text: String) {
        send(Array(text.utf8))
    }

    /// Writes bytes straight to the device, retrying interrupted and partial writes; returns
    /// whether every byte was written.
    @discardableResult
    package func send(_ bytes: [UInt8]) -> Bool {
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
                return false
            }
        }
        return true
    }

    /// The shell's modes made raw, as a program that reads keys itself needs them: no echo, no line
    /// editing, no signals or flow control from keys, 8-bit input, each byte readable at once.
    /// Output processing is left as the shell had it.
    package var rawModes: termios {
        var modes = shellModes
        modes.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        modes.c_cflag |= tcflag_t(CS8)
        modes.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &modes.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return modes
    }

    /// Puts the terminal in `modes`; returns whether it worked.
    @discardableResult
    package func apply(_ modes: termios) -> Bool {
        var modes = modes
        while tcsetattr(outputDescriptor, TCSANOW, &modes) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Whether the terminal hung up (its window closed, the connection dropped): nothing written to it
    /// arrives any more. Asks without waiting.
    package var isHungUp: Bool {
        var request = pollfd(fd: restoreDescriptor, events: Int16(POLLOUT), revents: 0)
        guard poll(&request, 1, 0) > 0 else { return false }
        return request.revents & Int16(POLLHUP | POLLERR) != 0
    }

    /// Closes the output stream and the restore descriptor, and the input descriptor unless a reader took it over (a
    /// `TerminalInputReader` closes it itself once its read source is cancelled).
    package func closeDescriptors(includingInput: Bool) {
        fclose(stream)
        close(restoreDescriptor)
        if includingInput { close(inputDescriptor) }
    }
}
