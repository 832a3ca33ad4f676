/// One entry of a folder as a file-system source saw it: plain values, safe to send between actors.
public struct DirectoryEntry: Equatable, Encodable, Identifiable, Sendable {
    /// What an entry is, from `lstat` (a symbolic link is a link, never what it points to).
    public enum Kind: String, Equatable, Encodable, Sendable {
        /// A folder.
        case folder
        /// A regular file.
        case file
        /// A symbolic link.
        case link
        /// Anything else (a device, a socket, a pipe).
        case other
    }

    /// The entry's name in its folder.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// Its size in bytes.
    public var size: Int64
    /// When it last changed, in seconds since 1970 (UTC).
    public var modified: Int

    /// An entry named `name` of `kind`, `size` bytes, changed at `modified` (seconds since 1970).
    public init(name: String, kind: Kind, size: Int64 = 0, modified: Int = 0) {
        self.name = name
        self.kind = kind
        self.size = size
        self.modified = modified
    }

    /// Names are unique within a folder.
    public var id: String { name }

    /// Whether the name starts with a dot (hidden by convention).
    public var isHidden: Bool { name.hasPrefix(".") }
}
