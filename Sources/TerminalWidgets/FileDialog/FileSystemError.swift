#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a folder or a file could not be read: the `errno` of the failed call.
public struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` of the failed call.
    public var code: Int32

    /// The error of `errno` value `code`.
    public init(code: Int32) { self.code = code }

    /// Whether the path no longer exists (or a part of it is no longer a folder).
    public var isMissing: Bool { code == ENOENT || code == ENOTDIR }

    /// The system's text for the error.
    public var description: String { String(cString: strerror(code)) }
}
