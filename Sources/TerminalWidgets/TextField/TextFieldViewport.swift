/// The horizontal scrolling of a one-line text field: which grapheme is the first one shown and in
/// which display column the cursor sits, so that the cursor is always visible (with room for the
/// cell under it) even with wide CJK and emoji glyphs, ZWJ sequences and combining marks.
public struct TextFieldViewport: Sendable, Equatable {
    /// The first grapheme shown.
    public var firstVisible: Int
    /// The cursor's display column, relative to the field's left edge.
    public var cursorColumn: Int

    /// Scrolls as little as possible from `previousFirst` so the cursor (a grapheme offset into
    /// `widths`, the display widths of the shown graphemes) fits in `width` columns; when the text
    /// after the start no longer fills the field, it scrolls back to show more on the left.
    public static func scrolled(widths: [Int], cursor: Int, width: Int, previousFirst: Int) -> TextFieldViewport {
        let count = widths.count
        let cursor = min(max(0, cursor), count)
        var first = min(max(0, previousFirst), cursor)
        guard width > 0 else { return TextFieldViewport(firstVisible: cursor, cursorColumn: 0) }
        let cursorCell = cursor < count ? max(1, widths[cursor]) : 1
        var before = widths[first..<cursor].reduce(0, +)
        while first < cursor, before + cursorCell > width {
            before -= widths[first]
            first += 1
        }
        var shown = widths[first...].reduce(0, +) + (cursor == count ? 1 : 0)
        while first > 0, shown + widths[first - 1] <= width {
            first -= 1
            shown += widths[first]
            before += widths[first]
        }
        return TextFieldViewport(firstVisible: first, cursorColumn: before)
    }
}
