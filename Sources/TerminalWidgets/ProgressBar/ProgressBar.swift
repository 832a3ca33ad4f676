import Bindings

/// A horizontal bar filled to `progress` (0…1), with an optional percentage after it. With a colour
/// theme the fill has eighth-of-a-cell precision (block glyphs); the monochrome theme fills whole
/// cells in reverse video.
public final class ProgressBar: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "progress bar", value: percentageText, states: accessibilityStates)
    }

    /// The fraction done, clamped to 0…1; NaN counts as 0.
    public var progress: Double {
        get { storedProgress }
        set {
            let clamped = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            guard clamped != storedProgress else { return }
            storedProgress = clamped
            setNeedsDisplay()
        }
    }

    /// Whether to show the percentage (e.g. ` 42%`) to the right of the bar.
    public var showsPercentage: Bool {
        didSet {
            guard showsPercentage != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    private var storedProgress = 0.0
    private static let partialBlocks = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    private static let labelWidth = 5

    /// Creates a progress bar.
    public init(progress: Double = 0, showsPercentage: Bool = false) {
        self.showsPercentage = showsPercentage
        super.init()
        self.progress = progress
    }

    /// Twenty columns of bar (plus the percentage) on one row.
    public override var intrinsicSize: Size {
        Size(width: 20 + (showsPercentage ? Self.labelWidth : 0), height: 1)
    }

    /// The percentage text as shown: whole percents, rounded down so 100% means done.
    public var percentageText: String {
        "\(Int((storedProgress * 100).rounded(.down)))%"
    }

    /// Draws the bar on the middle row and the percentage when there is room for both.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let row = (bounds.height - 1) / 2
        var barWidth = bounds.width
        if showsPercentage, bounds.width > Self.labelWidth {
            barWidth -= Self.labelWidth
            let label = percentageText
            let x = barWidth + Self.labelWidth - label.count
            canvas.put(label, at: Point(x: x, y: row), style: theme.normal)
        }
        let fillStyle = isEnabledInHierarchy ? theme.accent : theme.disabled
        let track = Cell("░", style: theme.border)
        canvas.fill(Rect(x: 0, y: row, width: barWidth, height: 1), with: track)
        if theme.usesColor {
            let eighths = Int((storedProgress * Double(barWidth * 8)).rounded(.down))
            canvas.fill(Rect(x: 0, y: row, width: eighths / 8, height: 1), with: Cell("█", style: fillStyle))
            if eighths % 8 > 0 {
                let glyph = Self.partialBlocks[eighths % 8]
                canvas.put(glyph, at: Point(x: eighths / 8, y: row), style: fillStyle)
            }
        } else {
            let cells = Int((storedProgress * Double(barWidth)).rounded())
            let filled = Cell(" ", style: fillStyle.attributes(.reverse))
            canvas.fill(Rect(x: 0, y: row, width: cells, height: 1), with: filled)
        }
    }
}

extension Reactive where Base: ProgressBar {
    /// Binds the progress (0…1, clamped; NaN counts as 0).
    public var progress: Binder<Double> {
        Binder(base) { bar, progress in bar.progress = progress }
    }
}
