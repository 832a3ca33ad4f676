/// Rows of the screen that move up or down together, as a terminal scrolls a region: the first part
/// of a `FrameUpdate` that carries one, applied before its spans.
///
/// Rows `rows` move up by `count` (down when `count` is negative); the rows the move leaves empty at
/// the bottom (top) of the region become blanks in the plain style, and rows outside the region do
/// not move. A list or a log that scrolls by a row then costs the terminal one scroll and the few
/// cells that really changed, instead of rewriting every row of it.
public struct FrameScroll: Hashable, Sendable {
    /// The rows that move, top to bottom.
    public var rows: Range<Int>
    /// How many rows the region's contents move up; negative moves them down.
    public var count: Int

    /// Rows `rows` moving up by `count` (down when negative).
    public init(rows: Range<Int>, count: Int) {
        self.rows = rows
        self.count = count
    }

    /// The row whose cells end up in row `y` of the region, or nil when `y` is left blank (or is outside).
    @inline(__always)
    func sourceRow(of y: Int) -> Int? {
        guard rows.contains(y) else { return nil }
        let source = y + count
        return rows.contains(source) ? source : nil
    }
}
