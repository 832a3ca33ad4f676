/// One entry of a folder as the directory reader saw it: plain values, safe to send between actors.
struct DirectoryEntry: Equatable, Encodable, Identifiable, Sendable {
    /// What an entry is, from `lstat` (a symbolic link is a link, never what it points to).
    enum Kind: String, Equatable, Encodable, Sendable {
        case folder
        case file
        case link
        case other
    }

    /// The entry's name in its folder.
    var name: String
    /// What it is.
    var kind: Kind
    /// Its size in bytes.
    var size: Int64
    /// When it last changed, in seconds since 1970 (UTC).
    var modified: Int

    /// Names are unique within a folder.
    var id: String { name }
}
