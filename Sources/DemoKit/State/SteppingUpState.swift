/// The SteppingUp example: one value in [0, 1] and the size of one step.
struct SteppingUpState: Equatable, Encodable {
    /// The value every widget of the example shows; always in [0, 1].
    var value: Double
    /// How much one increment or decrement changes `value`; always in (0, 1).
    var stepSize: Double

    /// The step sizes the example offers (its segmented control).
    static let stepSizes: [Double] = [0.01, 0.05, 0.1, 0.25]

    /// Half way, stepping by 0.1, as in ReRxSwift's Example.
    static let initial = SteppingUpState(value: 0.5, stepSize: 0.1)
}
