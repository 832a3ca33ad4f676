/// Where the terminal's text cursor is shown, if at all.
public struct CursorState: Hashable, Sendable {
    /// The absolute cell the cursor is on; nil hides the cursor.
    public var position: Point?

    /// Creates a cursor state; nil hides the cursor.
    public init(position: Point? = nil) {
        self.position = position
    }

    /// The cursor is hidden.
    public static let hidden = CursorState()

    /// The cursor is shown at `point`.
    public static func at(_ point: Point) -> CursorState {
        CursorState(position: point)
    }

    /// Whether the cursor is shown.
    public var isVisible: Bool { position != nil }
}
