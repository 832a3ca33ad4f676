extension BarChart {
    /// One bar of a `BarChart`: a label, a value, and optionally the text shown for the value and
    /// the bar's own style.
    public struct Bar: Hashable, Sendable {
        /// The text before the bar.
        public var label: String
        /// The bar's length, measured against the chart's maximum.
        public var value: Double
        /// The text shown after the bar instead of the formatted value.
        public var valueText: String?
        /// The bar's style; nil uses the chart's `barStyle`.
        public var style: Style?

        /// Creates a bar labelled `label` for `value`.
        public init(_ label: String, value: Double, valueText: String? = nil, style: Style? = nil) {
            self.label = label
            self.value = value
            self.valueText = valueText
            self.style = style
        }
    }
}
