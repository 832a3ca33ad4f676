/// The selection of a `TextArea`: where it was started (`anchor`) and where the cursor is (`head`),
/// both in graphemes. An empty selection is the bare cursor.
public struct TextAreaSelection: Hashable, Sendable {
    /// Where the selection started; it stays put while the cursor extends the selection.
    public var anchor: TextPosition
    /// Where the cursor is: the end of the selection that moves.
    public var head: TextPosition

    /// Creates a selection from `anchor` to `head`.
    public init(anchor: TextPosition, head: TextPosition) {
        self.anchor = anchor
        self.head = head
    }

    /// A bare cursor at `position`.
    public init(cursor position: TextPosition) {
        self.init(anchor: position, head: position)
    }

    /// The selected graphemes, from the earlier end to the later one.
    public var range: Range<TextPosition> { min(anchor, head)..<max(anchor, head) }

    /// Whether nothing is selected (anchor and head are the same place).
    public var isEmpty: Bool { anchor == head }
}
