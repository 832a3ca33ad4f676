/// The SteppingUp example: one value in [0, 1], the size of one step, and the value as the text
/// field shows it.
struct SteppingUpState: Equatable, Encodable {
    /// The value every widget of the example shows; always in [0, 1].
    var value: Double
    /// How much one increment or decrement changes `value`; always in (0, 1).
    var stepSize: Double
    /// The text field's text: what the user is typing while it reads as `value` or as no number
    /// yet (so "0." on the way to "0.75" stays), else `value` formatted.
    var valueText: String

    /// A state showing `value` (in the text field too, unless `valueText` says otherwise).
    init(value: Double, stepSize: Double, valueText: String? = nil) {
        self.value = value
        self.stepSize = stepSize
        self.valueText = valueText ?? SteppingUpValue.format(value)
    }

    /// The step sizes the example offers (its segmented control).
    static let stepSizes: [Double] = [0.01, 0.05, 0.1, 0.25]

    /// Half way, stepping by 0.1, as in ReRxSwift's Example.
    static let initial = SteppingUpState(value: 0.5, stepSize: 0.1)
}
