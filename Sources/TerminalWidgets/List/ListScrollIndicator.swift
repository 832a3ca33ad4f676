/// The one-column scroll indicator of a `ListView` or `GridView`: a track whose thumb's length is the
/// visible share of the rows and whose position is the scroll position. Exact for 10⁶ rows: the
/// thumb is at least one cell, at the very top only when scrolled to the top and at the very bottom
/// only when scrolled to the end.
struct ListScrollIndicator: Sendable, Equatable {
    /// How many rows there are in all.
    var contentRows: Int
    /// How many rows fit.
    var visibleRows: Int
    /// The first row shown.
    var firstVisibleRow: Int

    /// Creates an indicator state.
    init(contentRows: Int, visibleRows: Int, firstVisibleRow: Int) {
        self.contentRows = max(0, contentRows)
        self.visibleRows = max(0, visibleRows)
        self.firstVisibleRow = max(0, firstVisibleRow)
    }

    /// The rows of the track the thumb covers.
    var thumb: Range<Int> {
        let track = visibleRows
        guard track > 0, contentRows > track else { return 0..<track }
        let length = max(1, Int(Double(track) * Double(track) / Double(contentRows)))
        let maxOffset = contentRows - track
        let room = track - length
        let offset = min(firstVisibleRow, maxOffset)
        var start = Int(Double(room) * Double(offset) / Double(maxOffset))
        if offset > 0 { start = max(start, min(1, room)) }
        if offset < maxOffset { start = min(start, room - min(1, room)) }
        return start..<start + length
    }

    /// Draws the track and thumb down `column` from row `top`, one cell a row; only the rows inside
    /// the canvas's clip (a selection change redraws two rows, and sets two cells here).
    func draw(into canvas: inout Canvas, column: Int, top: Int = 0, thumbStyle: Style, trackStyle: Style) {
        let visible = canvas.visibleRect
        let first = max(0, visible.minY - top)
        let last = min(visibleRows, visible.maxY - top)
        guard first < last, column >= visible.minX, column < visible.maxX else { return }
        let thumb = self.thumb
        let thumbCell = Cell("█", style: thumbStyle)
        let trackCell = Cell("│", style: trackStyle)
        for row in first..<last {
            canvas.set(thumb.contains(row) ? thumbCell : trackCell, at: Point(x: column, y: top + row))
        }
    }
}
