import TerminalCore

extension FakeTerminal {
    /// The marker `debugDump` shows for a continuation cell.
    public static let continuationMarker = "»"

    /// The screen with row numbers, every cell explicit (a continuation cell as "»"), framed by "|",
    /// followed by the cursor; for failure messages.
    public var debugDump: String {
        let digits = String(max(0, size.height - 1)).count
        var result = "FakeTerminal \(size), cursor \(cursor.position.map { "\($0)" } ?? "hidden")\n"
        for y in 0..<size.height {
            let number = String(y)
            let cells = (0..<size.width).map { x -> String in
                let cell = cell(at: Point(x: x, y: y))
                return cell.isContinuation ? Self.continuationMarker : cell.grapheme
            }
            result += String(repeating: " ", count: digits - number.count) + number + "|" + cells.joined() + "|\n"
        }
        return result
    }
}
