#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the demo writes its log to, line by line, unbuffered (so `tail -f` follows it live).
/// Opening reports a clear error; a later write error stops the logging and is kept in
/// `writeError`, to be reported once the terminal is restored.
package final class LogFile {
    /// Why the file could not be opened.
    package struct OpenError: Error, CustomStringConvertible {
        /// The path given on the command line.
        let path: String
        /// The system's reason.
        let reason: String

        package var description: String { "cannot write the log file '\(path)': \(reason)" }
    }

    /// The path the file was opened with.
    let path: String
    /// The first write error, if one happened; nothing is written after it.
    package private(set) var writeError: String?
    private var descriptor: Int32

    /// Creates or truncates the file at `path`.
    package init(path: String) throws(OpenError) {
        self.path = path
        guard !path.isEmpty else { throw OpenError(path: path, reason: "the path is empty") }
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OpenError(path: path, reason: String(cString: strerror(errno)))
        }
    }

    deinit {
        finish()
    }

    /// Appends `line` and a newline.
    func append(line: String) {
        guard descriptor >= 0, writeError == nil else { return }
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                writeError = "writing the log file '\(path)' failed: \(String(cString: strerror(errno)))"
                return
            }
            offset += written
        }
    }

    /// Closes the file; later lines are ignored.
    package func finish() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
    }
}
