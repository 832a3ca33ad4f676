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

    /// The rows the view asks for before it is given the spare height: a few of the latest lines.
    static let minimumRows = 3

    /// As wide as the widest line, `minimumRows` high.
    override var intrinsicSize: Size {
        Size(width: lines.map(\.displayWidth).max() ?? emptyText.displayWidth, height: Self.minimumRows)
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
