/// Where a `BarChart` row's parts go in a given width: the label column, the bar, the value column,
/// with one space between parts that are shown.
///
/// Everything fits when the width allows; otherwise the bar keeps at least `minimumBarWidth`
/// columns (or all of a narrower width): the labels are cut (with "…") down to
/// `minimumLabelWidth`, then the values are left out, then the labels are cut further, then left out.
struct BarChartLayout: Equatable, Sendable {
    /// The bar keeps at least this many columns while the labels and values give way.
    static let minimumBarWidth = 4
    /// Labels are cut to this width before the values are left out.
    static let minimumLabelWidth = 3

    /// The label column's width (0: no labels).
    let labelWidth: Int
    /// Where the bar starts.
    let barStart: Int
    /// The bar's width.
    let barWidth: Int
    /// Where the value column starts.
    let valueStart: Int
    /// The value column's width (0: no values).
    let valueWidth: Int

    /// The layout of labels as wide as `widestLabel` and values as wide as `widestValue` in `width`.
    init(width: Int, widestLabel: Int, widestValue: Int) {
        let width = max(0, width)
        var label = max(0, widestLabel)
        var value = max(0, widestValue)
        let keptBar = min(Self.minimumBarWidth, width)
        func used() -> Int { (label > 0 ? label + 1 : 0) + keptBar + (value > 0 ? value + 1 : 0) }
        if used() > width { label = max(min(label, Self.minimumLabelWidth), label - (used() - width)) }
        if used() > width { value = 0 }
        if used() > width { label = max(0, label - (used() - width)) }
        if label > 0, used() > width { label = 0 }
        labelWidth = label
        barStart = label > 0 ? label + 1 : 0
        valueWidth = value
        barWidth = max(0, width - barStart - (value > 0 ? value + 1 : 0))
        valueStart = width - value
    }
}
