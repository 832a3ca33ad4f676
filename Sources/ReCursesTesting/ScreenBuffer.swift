import TerminalCore

/// The cells a fake terminal shows, updated the way a real terminal updates its screen: writing over
/// half of a wide glyph blanks the other half, and nothing is written outside the screen.
struct ScreenBuffer {
    private(set) var size: Size
    private(set) var cells: [Cell]

    init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.area)
    }

    subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < size.height else { return [] }
        return cells[(y * size.width)..<((y + 1) * size.width)]
    }

    /// Writes a run of cells starting at `origin`; returns how many cells landed on screen and how
    /// many cells broke the rule that a wide glyph travels with its continuation cell (a lone
    /// continuation, a wide glyph without its continuation, or one that does not fit before the right edge).
    mutating func write(_ cells: UnsafeBufferPointer<Cell>, at origin: Point) -> (written: Int, violations: Int) {
        var written = 0
        var violations = 0
        let y = origin.y
        var index = 0
        while index < cells.count {
            let x = origin.x + index
            let cell = cells[index]
            let hasContinuation = index + 1 < cells.count && cells[index + 1].isContinuation
            if cell.isContinuation {
                violations += 1
                index += 1
                continue
            }
            if !cell.isWide, x >= 0, x < size.width, y >= 0, y < size.height {
                let stretch = storeNarrowStretch(of: cells, from: index, at: Point(x: x, y: y))
                if stretch > 0 {
                    written += stretch
                    index += stretch
                    continue
                }
            }
            if cell.isWide {
                if !hasContinuation || x + 1 >= size.width { violations += 1 }
                if x + 1 < size.width {
                    written += put(cell, x: x, y: y) + put(.continuation(style: cell.style), x: x + 1, y: y)
                } else {
                    written += put(.blank(style: cell.style), x: x, y: y)
                }
                index += hasContinuation ? 2 : 1
            } else {
                written += put(cell, x: x, y: y)
                index += 1
            }
        }
        return (written, violations)
    }

    /// Stores the narrow cells from `cells[first]` on, at `point` onwards, while each lands on screen
    /// over a narrow cell (the commonest write, which needs none of `put`'s checks); returns how many.
    private mutating func storeNarrowStretch(of cells: UnsafeBufferPointer<Cell>, from first: Int, at point: Point)
        -> Int
    {
        let width = size.width
        let rowStart = point.y * width
        return self.cells.withUnsafeMutableBufferPointer { screen in
            var count = 0
            while first + count < cells.count, point.x + count < width {
                let cell = cells[first + count]
                let old = screen[rowStart + point.x + count]
                if cell.isWide || cell.isContinuation || old.isWide || old.isContinuation { break }
                screen[rowStart + point.x + count] = cell
                count += 1
            }
            return count
        }
    }

    /// Stores one cell if it is on screen, blanking the other half of any wide glyph it overwrites.
    private mutating func put(_ cell: Cell, x: Int, y: Int) -> Int {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return 0 }
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation && !cell.isContinuation && x > 0 {
            cells[index - 1] = .blank(style: cells[index - 1].style)
        }
        if old.isWide && !cell.isWide && x + 1 < size.width {
            cells[index + 1] = .blank(style: old.style)
        }
        if cell.isWide && x + 2 < size.width && cells[index + 1].isWide {
            cells[index + 2] = .blank(style: cells[index + 1].style)
        }
        cells[index] = cell
        return 1
    }

    /// Changes the size, keeping the top-left content; a wide glyph cut by the new right edge is blanked.
    /// The same size keeps everything as it is.
    mutating func resize(to newSize: Size) {
        guard newSize != size else { return }
        var resized = Array(repeating: Cell.blank, count: newSize.area)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<min(size.width, newSize.width) {
                var cell = cells[y * size.width + x]
                if cell.isWide && x + 1 >= newSize.width { cell = .blank(style: cell.style) }
                resized[y * newSize.width + x] = cell
            }
        }
        size = newSize
        cells = resized
    }
}
