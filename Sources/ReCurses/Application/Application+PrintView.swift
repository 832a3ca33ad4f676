import TerminalUI

extension Application {
    /// Draws `view` once, as wide as the terminal, and prints the rows it drew above the live area
    /// (inline mode), with their styles: a table, a tree or any other view becomes lines in the
    /// scrollback, as a frame of it looked at that moment. The view is drawn with the application's
    /// theme and is not kept.
    ///
    /// ```swift
    /// app.printAbove(DataTable(columns: columns, rows: results), height: results.count + 1)
    /// ```
    ///
    /// - parameter view: What to draw; it is taken out of any window it is in.
    /// - parameter height: The rows to draw it in; nil asks the view (`sizeThatFits` at the
    ///   terminal's width), at least 1.
    /// - returns: False when the terminal has no place for lines (full screen) or is not started.
    @discardableResult
    public func printAbove(_ view: View, height: Int? = nil) -> Bool {
        printAbove(StyledLine.lines(drawing: view, width: terminal.size.width, height: height, theme: window.theme))
    }
}

extension StyledLine {
    /// The lines `view` draws in a window `width` columns wide and `height` rows tall (nil: the
    /// view's own fitting height), one per row, with trailing blank cells dropped.
    @MainActor
    package static func lines(drawing view: View, width: Int, height: Int?, theme: Theme) -> [StyledLine] {
        guard width > 0 else { return [] }
        let rows = max(1, height ?? view.sizeThatFits(Size(width: width, height: 1000)).height)
        let window = Window(size: Size(width: width, height: rows), theme: theme, content: view)
        var canvas = Canvas(size: window.size)
        window.render(into: &canvas)
        window.content = View()
        return (0..<rows).map { line(of: canvas.row($0), blanks: [.blank, .blank(style: theme.normal)]) }
    }

    /// One row of cells as spans of equal style, without continuation cells or trailing blanks.
    private static func line(of row: ArraySlice<Cell>, blanks: [Cell]) -> StyledLine {
        var cells = row
        while let last = cells.last, blanks.contains(last) { cells.removeLast() }
        var spans: [Span] = []
        for cell in cells where !cell.isContinuation {
            if let last = spans.last, last.style == cell.style {
                spans[spans.count - 1].text += cell.grapheme
            } else {
                spans.append(Span(cell.grapheme, style: cell.style))
            }
        }
        return StyledLine(spans: spans)
    }
}
