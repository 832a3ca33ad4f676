import ReCursesTesting
import TerminalUI

/// What the benchmark screen shows after one step, read from a headless run of the same app: the
/// cells the plain-ncurses reference draws, the cursor, and the rows the list (or table) occupies.
struct ReferenceFrame {
    /// The cells, row by row.
    let rows: [[Cell]]
    /// Where the cursor is, nil when hidden.
    let cursor: Point?
    /// Where the hidden cursor rests (the focus point), as ReCurses leaves it for magnifiers.
    let restingCursor: Point?
    /// The screen rows the list covers.
    let listRows: Range<Int>

    /// The frame after each step, from the screen run on a `FakeTerminal` of the pty's size.
    @MainActor
    static func record() -> [ReferenceFrame] {
        let screen = PtyBenchScreen()
        let size = Size(width: Int(PseudoTerminalSession.size.columns), height: Int(PseudoTerminalSession.size.rows))
        let driver = AppDriver(screen: screen, size: size, theme: .default)
        return PtyStep.allCases.map { step in
            if step == .noOpFrame { driver.application.window.invalidateAll() }
            for key in step.keys(on: screen) { driver.press(key) }
            driver.runUntilIdle()
            return ReferenceFrame(driver: driver, listFrame: screen.list.frameInWindow)
        }
    }

    /// The table scenario's frame after each step, from `TablePtyScreen` run on a `FakeTerminal`.
    @MainActor
    static func recordTable() -> [ReferenceFrame] {
        let screen = TablePtyScreen()
        let size = Size(width: Int(PseudoTerminalSession.size.columns), height: Int(PseudoTerminalSession.size.rows))
        let driver = AppDriver(screen: screen, size: size, theme: .default)
        return TablePtyStep.allCases.map { step in
            switch step {
            case .initialFrame: break
            case .moveSelection: driver.press(.down)
            case .replaceRows: screen.replaceOneVisibleRow()
            case .noOpFrame: driver.application.window.invalidateAll()
            }
            driver.runUntilIdle()
            return ReferenceFrame(driver: driver, listFrame: screen.table.frameInWindow)
        }
    }

    /// What `driver` shows now; `listFrame` is where the list (or table) is.
    @MainActor
    init(driver: AppDriver, listFrame: Rect) {
        let size = driver.terminal.size
        rows = (0..<size.height).map { y in (0..<size.width).map { driver.terminal.cell(at: Point(x: $0, y: y)) } }
        cursor = driver.cursor.position
        restingCursor = driver.cursor.restingPosition
        listRows = listFrame.y..<(listFrame.y + listFrame.height)
    }

    /// The rows whose cells differ from `other`'s.
    func changedRows(since other: ReferenceFrame) -> [Int] {
        rows.indices.filter { rows[$0] != other.rows[$0] }
    }

    /// The stretches of changed cells of row `y` since `other`, as column ranges.
    func changedColumns(ofRow y: Int, since other: ReferenceFrame) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for x in rows[y].indices where rows[y][x] != other.rows[y][x] {
            if let last = ranges.last, last.upperBound == x {
                ranges[ranges.count - 1] = last.lowerBound..<(x + 1)
            } else {
                ranges.append(x..<(x + 1))
            }
        }
        return ranges
    }
}
