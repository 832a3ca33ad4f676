import Bindings

/// A horizontal bar chart: one row a bar, `label  ████████▍  value`. Labels are aligned in a column
/// as wide as the widest (by display width, so CJK labels line up), values are right-aligned in a
/// column at the right edge, and the bars share the columns between, scaled so that
/// `maximumValue` (or, when nil, the largest value) fills them. With a colour theme a bar ends in
/// an eighth-of-a-cell block; the monochrome theme draws whole cells in reverse video.
///
/// A positive value always shows at least a sliver; zero, negative and NaN values draw no bar (their
/// value still shows). When the width is short, the labels are cut with "…", then the values are
/// left out; bars that do not fit the height are left out from the bottom.
public final class BarChart: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "bar chart", value: bars.map { "\($0.label) \(valueFormatter($0.value))" }.joined(separator: ", "))
    }

    /// The bars, top to bottom.
    public var bars: [Bar] {
        didSet {
            guard bars != oldValue else { return }
            setNeedsDisplay()
            if bars.count != oldValue.count || widestLabel(of: bars) != widestLabel(of: oldValue) {
                invalidateIntrinsicSize()
            }
        }
    }

    /// The value a bar as long as the chart's bar width stands for; nil (or a value that is not
    /// positive and finite) takes the largest value. Longer values are drawn full.
    public var maximumValue: Double? {
        didSet { if maximumValue != oldValue { setNeedsDisplay() } }
    }

    /// Turns a value into the text after its bar (unless the bar has `valueText`); by default at
    /// most two decimals, trailing zeros trimmed.
    public var valueFormatter: (Double) -> String {
        didSet { setNeedsDisplay() }
    }

    /// Whether the values are shown after the bars.
    public var showsValues = true {
        didSet { if showsValues != oldValue { setNeedsDisplay() } }
    }

    /// Where each label sits in the label column.
    public var labelAlignment: TextAlignment = .left {
        didSet { if labelAlignment != oldValue { setNeedsDisplay() } }
    }

    /// Empty rows between two bars (negative counts as 0).
    public var barSpacing = 0 {
        didSet {
            guard barSpacing != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The style of bars without their own; nil draws them in the theme's accent.
    public var barStyle: Style? {
        didSet { if barStyle != oldValue { setNeedsDisplay() } }
    }

    /// The bar width a stack gives the chart when sized `.intrinsic` (plus labels and values).
    public var preferredBarWidth = 20 {
        didSet { if preferredBarWidth != oldValue { invalidateIntrinsicSize() } }
    }

    /// Shown dimmed when there are no bars.
    public var emptyText = "" {
        didSet { if emptyText != oldValue { setNeedsDisplay() } }
    }

    private static let partialBlocks: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Creates a chart of `bars`, scaled to `maximumValue` or to the largest value.
    public init(bars: [Bar] = [], maximumValue: Double? = nil) {
        self.bars = bars
        self.maximumValue = maximumValue
        valueFormatter = { NumberFormatting.decimal($0, maxFractionDigits: 2) }
        super.init()
    }

    /// The text shown after `bar`.
    public func valueText(of bar: Bar) -> String {
        (bar.valueText ?? valueFormatter(bar.value)).sanitizedForTerminal()
    }

    /// The value that fills a bar: `maximumValue` when positive and finite, else the largest finite
    /// value (nil when no value is positive).
    public var scaleMaximum: Double? {
        if let maximumValue, maximumValue.isFinite, maximumValue > 0 { return maximumValue }
        let largest = bars.lazy.map(\.value).filter(\.isFinite).max() ?? 0
        if largest > 0 { return largest }
        return bars.contains { $0.value == .infinity } ? .infinity : nil
    }

    /// Labels, `preferredBarWidth` and values side by side; one row a bar (plus spacing).
    public override var intrinsicSize: Size {
        let label = widestLabel(of: bars)
        let value = showsValues ? bars.map { valueText(of: $0).displayWidth }.max() ?? 0 : 0
        let width = (label > 0 ? label + 1 : 0) + max(0, preferredBarWidth) + (value > 0 ? value + 1 : 0)
        let spacing = max(0, barSpacing)
        return Size(width: width, height: bars.isEmpty ? 1 : bars.count + (bars.count - 1) * spacing)
    }

    /// The layout of each row in the current width.
    var layout: BarChartLayout {
        let value = showsValues ? bars.map { valueText(of: $0).displayWidth }.max() ?? 0 : 0
        return BarChartLayout(width: bounds.width, widestLabel: widestLabel(of: bars), widestValue: value)
    }

    /// The bar's length in eighths of a cell for `value` in `barWidth` columns: at least one for a
    /// positive value, none for zero, negative or NaN.
    func eighths(for value: Double, barWidth: Int) -> Int {
        guard barWidth > 0, value > 0, let maximum = scaleMaximum else { return 0 }
        let total = barWidth * 8
        if value >= maximum { return total }
        let fraction = maximum.isInfinite ? 0 : value / maximum
        return min(total, max(1, Int((fraction * Double(total)).rounded())))
    }

    /// Draws the bars that fit, each with its label and value.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let textStyle = enabled ? theme.normal : theme.disabled
        guard !bars.isEmpty else {
            canvas.put(
                emptyText, at: .zero, style: enabled ? theme.normal.dim : theme.disabled, maxWidth: bounds.width,
                ellipsis: true)
            return
        }
        let layout = self.layout
        let step = 1 + max(0, barSpacing)
        for (index, bar) in bars.enumerated() {
            let y = index * step
            guard y < bounds.height else { break }
            if layout.labelWidth > 0 {
                let label = bar.label.truncated(toDisplayWidth: layout.labelWidth)
                let x = labelAlignment.offset(lineWidth: label.displayWidth, in: layout.labelWidth)
                canvas.put(label, at: Point(x: x, y: y), style: textStyle, maxWidth: layout.labelWidth)
            }
            let style = enabled ? bar.style ?? barStyle ?? theme.accent : theme.disabled
            drawBar(bar.value, style: style, y: y, layout: layout, canvas: &canvas)
            if layout.valueWidth > 0 {
                let text = valueText(of: bar).truncated(toDisplayWidth: layout.valueWidth)
                let x = layout.valueStart + layout.valueWidth - text.displayWidth
                canvas.put(text, at: Point(x: x, y: y), style: textStyle, maxWidth: layout.valueWidth)
            }
        }
    }

    private func drawBar(_ value: Double, style: Style, y: Int, layout: BarChartLayout, canvas: inout Canvas) {
        let eighths = eighths(for: value, barWidth: layout.barWidth)
        guard eighths > 0 else { return }
        if theme.usesColor {
            canvas.fill(Rect(x: layout.barStart, y: y, width: eighths / 8, height: 1), with: Cell("█", style: style))
            if eighths % 8 > 0 {
                canvas.set(
                    Cell(Self.partialBlocks[eighths % 8], style: style),
                    at: Point(x: layout.barStart + eighths / 8, y: y))
            }
        } else {
            let cells = max(1, (eighths + 4) / 8)
            canvas.fill(
                Rect(x: layout.barStart, y: y, width: cells, height: 1),
                with: Cell(" ", style: style.attributes(.reverse)))
        }
    }

    private func widestLabel(of bars: [Bar]) -> Int {
        bars.lazy.map(\.label.displayWidth).max() ?? 0
    }
}

extension Reactive where Base: BarChart {
    /// Binds the bars, top to bottom.
    public var bars: Binder<[BarChart.Bar]> {
        Binder(base) { chart, bars in chart.bars = bars }
    }

    /// Binds the value a full bar stands for (nil: the largest value).
    public var maximumValue: Binder<Double?> {
        Binder(base) { chart, maximum in chart.maximumValue = maximum }
    }
}
