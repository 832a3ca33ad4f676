#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends the process from the synchronous run loop: a clear one-line failure, or a quit's status.
enum ProcessExit {
    /// The program's name as the shell ran it, without its directory.
    static var programName: String {
        guard let path = CommandLine.arguments.first, !path.isEmpty else { return "app" }
        return String(path.split(separator: "/").last ?? Substring(path))
    }

    /// Prints "name: message" on standard error and ends the process with status 1.
    static func fail(_ message: String) -> Never {
        let line = Array("\(programName): \(message)\n".utf8)
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        exit(status: 1)
    }

    /// Ends the process with `status`.
    static func exit(status: Int32) -> Never {
        #if canImport(Glibc)
            Glibc.exit(status)
        #elseif canImport(Musl)
            Musl.exit(status)
        #else
            Darwin.exit(status)
        #endif
    }
}
