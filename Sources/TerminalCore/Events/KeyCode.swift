/// Which key was pressed, without modifiers.
public enum KeyCode: Hashable, Sendable {
    /// A printable character (a whole grapheme cluster, so "é" or "👍🏽" is one character).
    case character(Character)
    /// Enter / Return.
    case enter
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete).
    case delete
    /// Backspace.
    case backspace
    /// Escape.
    case escape
    /// A function key, F1 = `function(1)`.
    case function(Int)
}
