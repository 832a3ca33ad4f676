import ReCurses

/// Shows the last lines of a log that fit, newest at the bottom, each cut with an ellipsis when
/// too wide; an empty log shows `emptyText` dimmed.
final class LogTailView: View {
    /// The log, oldest first.
    var lines: [String] = [] {
        didSet { if lines != oldValue { setNeedsDisplay() } }
    }

    /// What an empty log shows.
    var emptyText: String {
        didSet { if emptyText != oldValue { setNeedsDisplay() } }
    }

    /// A log view showing `emptyText` until lines arrive.
    init(emptyText: String) {
        self.emptyText = emptyText
        super.init()
    }

    /// As many rows as there are lines (at least one).
    override var intrinsicSize: Size {
        Size(width: lines.map(\.displayWidth).max() ?? emptyText.displayWidth, height: max(1, lines.count))
    }

    override func draw(into canvas: inout Canvas) {
        let width = bounds.width
        let height = bounds.height
        guard width > 0, height > 0 else { return }
        guard !lines.isEmpty else {
            _ = canvas.put(emptyText, at: .zero, style: theme.hint, maxWidth: width, ellipsis: true)
            return
        }
        for (row, line) in lines.suffix(height).enumerated() {
            _ = canvas.put(line, at: Point(x: 0, y: row), style: theme.normal, maxWidth: width, ellipsis: true)
        }
    }
}
