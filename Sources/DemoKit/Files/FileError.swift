#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed file-system call: which call, on which path, and the `errno` it set.
package struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call that failed (`open`, `write`, `fsync`, `rename`, …).
    package var operation: String
    /// The path it was given.
    package var path: String
    /// Its `errno`.
    package var code: Int32

    /// A failure of `operation` on `path` with `code`.
    package init(_ operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    /// The system's text for the error, such as "No space left on device".
    package var reason: String { String(cString: strerror(code)) }

    /// Whether the path already exists.
    package var isExisting: Bool { code == EEXIST }

    /// `reason`, naming the call and the path's last part: "rename a.md: No space left on device".
    package var description: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(operation) \(name): \(reason)"
    }
}
