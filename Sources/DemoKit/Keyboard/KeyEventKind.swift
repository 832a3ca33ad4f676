/// What a key event in the Keyboard example's log was: a press, a repeat while held, or a release.
enum KeyEventKind: String, Codable, Equatable, Sendable {
    /// The key went down.
    case press
    /// The key is held down and repeating (told only by the kitty keyboard protocol).
    case `repeat`
    /// The key was let go (told only by the kitty keyboard protocol).
    case release
}
