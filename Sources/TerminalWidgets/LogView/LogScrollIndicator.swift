/// The one-column scroll indicator of a `LogView`, measured in lines: the thumb's length is the
/// share of the lines on screen and its position that of the first line shown. The thumb is at the
/// very top only when the view shows the first row and at the very bottom only when it shows the
/// last, whatever the number of lines.
struct LogScrollIndicator: Equatable, Sendable {
    /// The rows of the track.
    var track: Int
    /// How many lines the log holds.
    var lineCount: Int
    /// How many lines are at least partly on screen.
    var shownLineCount: Int
    /// The index (from the oldest line held) of the first line on screen.
    var firstShownIndex: Int
    /// Whether the first row of the log is on screen.
    var isAtTop: Bool
    /// Whether the last row of the log is on screen.
    var isAtEnd: Bool

    /// The rows of the track the thumb covers.
    var thumb: Range<Int> {
        guard track > 0, lineCount > 0, !(isAtTop && isAtEnd) else { return 0..<max(0, track) }
        let share = Double(max(1, shownLineCount)) / Double(lineCount)
        let length = min(track, max(1, Int(Double(track) * share)))
        let room = track - length
        if isAtTop { return 0..<length }
        if isAtEnd { return room..<track }
        let scrollable = max(1, lineCount - shownLineCount)
        var start = Int(Double(room) * Double(max(0, firstShownIndex)) / Double(scrollable))
        start = min(max(start, min(1, room)), max(0, room - 1))
        return start..<start + length
    }

    /// Draws the track and thumb down `column`, one cell a row.
    func draw(into canvas: inout Canvas, column: Int, thumbStyle: Style, trackStyle: Style) {
        let thumb = self.thumb
        for row in 0..<max(0, track) {
            let cell = thumb.contains(row) ? Cell("█", style: thumbStyle) : Cell("│", style: trackStyle)
            canvas.set(cell, at: Point(x: column, y: row))
        }
    }
}
