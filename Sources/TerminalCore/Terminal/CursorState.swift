/// Where the terminal's text cursor is shown, if at all, and where it rests while hidden.
public struct CursorState: Hashable, Sendable {
    /// The absolute cell the cursor is on; nil hides the cursor.
    public var position: Point?

    /// The cell a hidden cursor is left on: the focused view's focus point (a list's row, a table's
    /// cell, a button), so screen magnifiers and braille displays follow the focus; nil leaves it
    /// wherever the terminal likes.
    public var restingPosition: Point?

    /// Creates a cursor state; a nil `position` hides the cursor, which then rests on `restingPosition`.
    public init(position: Point? = nil, restingPosition: Point? = nil) {
        self.position = position
        self.restingPosition = restingPosition
    }

    /// The cursor is hidden.
    public static let hidden = CursorState()

    /// The cursor is shown at `point`.
    public static func at(_ point: Point) -> CursorState {
        CursorState(position: point)
    }

    /// Whether the cursor is shown.
    public var isVisible: Bool { position != nil }

    /// The cell the terminal's cursor ends a frame on: the shown cursor's, else the resting one.
    public var location: Point? { position ?? restingPosition }
}
