import TerminalCore

/// A block of rows that moved up or down between what a live area shows and the next frame, as a
/// scrolled list or log makes it: the terminal can move the rows itself (delete and insert lines),
/// so only the rows that came into view are written.
struct RowShift: Equatable {
    /// The rows of the new frame that the old rows fill once moved.
    var rows: ClosedRange<Int>
    /// How far the rows moved: positive when they moved up (shown row `y + offset` is now row `y`).
    var offset: Int

    /// The rows the move touches: where the block was and where it is.
    var region: ClosedRange<Int> {
        min(rows.lowerBound, rows.lowerBound + offset)...max(rows.upperBound, rows.upperBound + offset)
    }

    /// The fewest changed rows a move must save before it is worth its line operations.
    static let minimumSavedRows = 3

    /// The move that makes the most changed rows of `target` out of rows `shown` already has, or nil
    /// when none saves `minimumSavedRows`. Rows are compared by hash, then the chosen block cell by cell.
    static func detect(from shown: Canvas, to target: Canvas) -> RowShift? {
        let height = min(shown.size.height, target.size.height)
        guard height > minimumSavedRows, shown.size.width == target.size.width else { return nil }
        let old = (0..<height).map { shown.row($0).hashValue }
        let new = (0..<height).map { target.row($0).hashValue }
        let changed = (0..<height).filter { old[$0] != new[$0] }
        guard changed.count >= minimumSavedRows else { return nil }
        var best: (shift: RowShift, saved: Int)?
        for offset in (1 - height)..<height where offset != 0 {
            var start: Int?
            var saved = 0
            for y in max(0, -offset)...min(height - 1, height - 1 - offset) + 1 {
                let matches = y <= min(height - 1, height - 1 - offset) && new[y] == old[y + offset]
                if matches {
                    if start == nil { start = y }
                    if new[y] != old[y] { saved += 1 }
                    continue
                }
                if let first = start, saved > (best?.saved ?? minimumSavedRows - 1) {
                    best = (RowShift(rows: first...(y - 1), offset: offset), saved)
                }
                start = nil
                saved = 0
            }
        }
        guard var shift = best?.shift,
            shift.rows.allSatisfy({ target.row($0).elementsEqual(shown.row($0 + shift.offset)) })
        else { return nil }
        shift.extend(from: shown, to: target)
        return shift
    }

    /// Grows the block over neighbouring rows that moved too but differ in a few cells (a scroll bar's
    /// thumb, a selection mark): moving them costs nothing, and only those cells are written after.
    private mutating func extend(from shown: Canvas, to target: Canvas) {
        let height = min(shown.size.height, target.size.height)
        let valid = max(0, -offset)...min(height - 1, height - 1 - offset)
        var lower = rows.lowerBound
        var upper = rows.upperBound
        while lower - 1 >= valid.lowerBound, Self.isMoved(row: lower - 1, by: offset, from: shown, to: target) {
            lower -= 1
        }
        while upper + 1 <= valid.upperBound, Self.isMoved(row: upper + 1, by: offset, from: shown, to: target) {
            upper += 1
        }
        rows = lower...upper
    }

    /// Whether row `y` of `target` is shown row `y + offset` with at most a few cells changed, and
    /// closer to it than to shown row `y`.
    private static func isMoved(row y: Int, by offset: Int, from shown: Canvas, to target: Canvas) -> Bool {
        let allowed = max(2, target.size.width / 8)
        let moved = differences(target.row(y), shown.row(y + offset))
        return moved <= allowed && moved < differences(target.row(y), shown.row(y))
    }

    private static func differences(_ lhs: ArraySlice<Cell>, _ rhs: ArraySlice<Cell>) -> Int {
        zip(lhs, rhs).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }
}
