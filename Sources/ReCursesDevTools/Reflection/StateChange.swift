/// One value that differs between two states: where it is, and its summary before and after
/// ("—" where it did not exist).
public struct StateChange: Equatable, Sendable, CustomStringConvertible {
    /// Where the value sits.
    public let path: StatePath
    /// The value before, on one line ("—" when it was added).
    public let old: String
    /// The value after, on one line ("—" when it was removed).
    public let new: String

    /// A change at `path` from `old` to `new`.
    public init(path: StatePath, old: String, new: String) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// `path: old → new`.
    public var description: String { "\(path): \(old) → \(new)" }
}
