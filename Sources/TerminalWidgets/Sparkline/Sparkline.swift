import Bindings

/// A sparkline: a series of values drawn as bars of `▁▂▃▄▅▆▇█`, oldest on the left, newest on the
/// right. It shows the newest values that fit its width (one column each, flush right while there
/// are fewer values than columns); taller than one row, each column stacks full blocks under its
/// partial one, for eight levels a row.
///
/// The bars are scaled between `minimumValue` and `maximumValue`, each taken from the values shown
/// when left nil: the lowest shown value gets `▁`, the highest a full column. Values outside a fixed
/// range are clamped, +∞ and -∞ draw as the top and the bottom, NaN leaves a gap, and when every
/// value is the same the bars stand at half height. The block glyphs are drawn under every theme.
public final class Sparkline: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "sparkline",
            value: visibleValues.last.map {
                "latest \(NumberFormatting.decimal($0, maxFractionDigits: 2)), lowest \(NumberFormatting.decimal(visibleValues.min() ?? $0, maxFractionDigits: 2)), highest \(NumberFormatting.decimal(visibleValues.max() ?? $0, maxFractionDigits: 2))"
            } ?? "no values")
    }

    /// The values, oldest first.
    public var values: [Double] {
        didSet { if !values.elementsEqual(oldValue, by: Self.sameValue) { setNeedsDisplay() } }
    }

    /// The value drawn as the lowest bar; nil takes the lowest finite value shown. A non-finite
    /// value counts as nil.
    public var minimumValue: Double? {
        didSet { if !Self.sameValue(minimumValue, oldValue) { setNeedsDisplay() } }
    }

    /// The value drawn as a full column; nil takes the highest finite value shown. A non-finite
    /// value counts as nil.
    public var maximumValue: Double? {
        didSet { if !Self.sameValue(maximumValue, oldValue) { setNeedsDisplay() } }
    }

    /// The bars' style; nil draws them in the theme's accent.
    public var style: Style? {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The width a stack gives the sparkline when sized `.intrinsic` (negative counts as 0).
    public var preferredWidth: Int {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicSize() } }
    }

    private static let partialBlocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇"]

    /// Creates a sparkline of `values` (oldest first), scaled to the values shown unless
    /// `minimumValue` or `maximumValue` fix an end.
    public init(
        values: [Double] = [], minimumValue: Double? = nil, maximumValue: Double? = nil, preferredWidth: Int = 20
    ) {
        self.values = values
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.preferredWidth = preferredWidth
        super.init()
    }

    /// `preferredWidth` columns on one row.
    public override var intrinsicSize: Size { Size(width: max(0, preferredWidth), height: 1) }

    /// The values the current width shows: the newest ones that fit.
    public var visibleValues: ArraySlice<Double> { values.suffix(max(0, bounds.width)) }

    /// The scale the values shown are drawn with.
    var scale: SparklineScale {
        SparklineScale(
            values: visibleValues, rows: bounds.height, minimumValue: minimumValue, maximumValue: maximumValue)
    }

    /// Draws one column a value, bottom up, the newest in the last column.
    public override func draw(into canvas: inout Canvas) {
        let width = bounds.width
        let height = bounds.height
        guard width > 0, height > 0 else { return }
        let shown = visibleValues
        let scale = self.scale
        let barStyle = isEnabledInHierarchy ? style ?? theme.accent : theme.disabled
        let full = Cell("█", style: barStyle)
        var x = width - shown.count
        for value in shown {
            defer { x += 1 }
            guard let eighths = scale.eighths(for: value) else { continue }
            let fullCells = min(eighths / 8, height)
            if fullCells > 0 {
                canvas.fill(Rect(x: x, y: height - fullCells, width: 1, height: fullCells), with: full)
            }
            let partial = eighths % 8
            if partial > 0, fullCells < height {
                canvas.set(
                    Cell(Self.partialBlocks[partial], style: barStyle), at: Point(x: x, y: height - 1 - fullCells))
            }
        }
    }

    /// Whether two values draw the same (NaN equals NaN, so a NaN gap does not redraw forever).
    private static func sameValue(_ lhs: Double, _ rhs: Double) -> Bool {
        lhs == rhs || (lhs.isNaN && rhs.isNaN)
    }

    private static func sameValue(_ lhs: Double?, _ rhs: Double?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?): return sameValue(lhs, rhs)
        default: return false
        }
    }
}

extension Reactive where Base: Sparkline {
    /// Binds the values, oldest first.
    public var values: Binder<[Double]> {
        Binder(base) { sparkline, values in sparkline.values = values }
    }

    /// Binds the value drawn as the lowest bar (nil: the lowest value shown).
    public var minimumValue: Binder<Double?> {
        Binder(base) { sparkline, value in sparkline.minimumValue = value }
    }

    /// Binds the value drawn as a full column (nil: the highest value shown).
    public var maximumValue: Binder<Double?> {
        Binder(base) { sparkline, value in sparkline.maximumValue = value }
    }
}
