/// Why a `PlainCursesScreen` could not start.
public struct PlainCursesError: Error, CustomStringConvertible {
    /// What went wrong.
    public let message: String

    /// A short explanation.
    public var description: String { message }
}
