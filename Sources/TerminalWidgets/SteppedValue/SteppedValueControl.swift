import Bindings
import OpenCombine

/// The common base of `Stepper` and `Slider`: a `SteppedValue` with its bounds, the step commands
/// (`.increment`, `.decrement`, `.incrementPage`, `.decrementPage`, `.moveToStart`, `.moveToEnd`),
/// the value formatter, and `valueChanged`, which fires only when the user changes the value (never
/// for values set in code or through `rx`). Once bound through `rx.value` the control is
/// controlled: after a user change it shows the bound value.
public class SteppedValueControl: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: self is Slider ? "slider" : "stepper", value: formattedValue, states: accessibilityStates)
    }

    /// The value and its bounds.
    public internal(set) var model: SteppedValue {
        didSet {
            guard model != oldValue else { return }
            setNeedsDisplay()
            if model.minimum != oldValue.minimum || model.maximum != oldValue.maximum { invalidateIntrinsicSize() }
        }
    }
    private let valueEvent = UserEvent<Double>()

    /// The value `rx.value` last set; once set, a change by the user ends on it (see `ControlledValue`).
    public nonisolated let controlledValue = ControlledValue<Double>()

    /// Fires with the new value after the user changed it.
    public var valueChanged: AnyPublisher<Double, Never> { valueEvent.publisher }

    /// The value, clamped to the bounds (NaN becomes the minimum, infinities the nearer bound).
    public var value: Double {
        get { model.value }
        set { model.setValue(newValue) }
    }
    /// The lowest value; raising it above the maximum raises the maximum too.
    public var minimumValue: Double {
        get { model.minimum }
        set { model.setMinimum(newValue) }
    }
    /// The highest value; lowering it below the minimum lowers the minimum too.
    public var maximumValue: Double {
        get { model.maximum }
        set { model.setMaximum(newValue) }
    }
    /// How far one step moves; values that are not positive and finite are ignored.
    public var stepValue: Double {
        get { model.step }
        set { model.setStep(newValue) }
    }
    /// Whether stepping past an end continues from the other end (page moves never wrap).
    public var wraps: Bool {
        get { model.wraps }
        set { model.wraps = newValue }
    }
    /// How many steps a page move (PgUp/PgDn) makes (at least 1).
    public var pageSteps: Int = 10 {
        didSet { pageSteps = max(1, pageSteps) }
    }
    /// Turns the value into text; nil shows it with the step's precision and no trailing zeros.
    public var formatter: ((Double) -> String)? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// Creates a control; the arguments are sanitised as `SteppedValue` describes.
    init(value: Double, minimumValue: Double, maximumValue: Double, stepValue: Double, wraps: Bool) {
        model = SteppedValue(value: value, minimum: minimumValue, maximum: maximumValue, step: stepValue, wraps: wraps)
        super.init()
        addCommand(.increment) { [unowned self] in userChange { $0.step(by: 1) } }
        addCommand(.decrement) { [unowned self] in userChange { $0.step(by: -1) } }
        addCommand(.incrementPage) { [unowned self] in userChange { $0.step(by: pageSteps, wrapping: false) } }
        addCommand(.decrementPage) { [unowned self] in userChange { $0.step(by: -pageSteps, wrapping: false) } }
        addCommand(.moveToStart) { [unowned self] in userChange { $0.moveToEnd(false) } }
        addCommand(.moveToEnd) { [unowned self] in userChange { $0.moveToEnd(true) } }
    }

    /// The value as shown.
    public var formattedValue: String { format(model.value) }

    /// `number` through the formatter, or with the precision of the step and of the number.
    func format(_ number: Double) -> String {
        if let formatter { return formatter(number) }
        let digits = max(SteppedValue.fractionDigits(of: model.step), SteppedValue.fractionDigits(of: number))
        return NumberFormatting.decimal(number, maxFractionDigits: min(digits, 6))
    }

    /// The widest text among the formatted value and bounds, for intrinsic sizes.
    var widestFormattedWidth: Int {
        [model.value, model.minimum, model.maximum].map { format($0).displayWidth }.max() ?? 1
    }

    /// These controls take the focus.
    public override var canBecomeFocused: Bool { true }

    /// Applies a change the user made and fires `valueChanged` if the value moved, after which a
    /// controlled control shows the bound value.
    func userChange(_ change: (inout SteppedValue) -> Bool) {
        let before = model.value
        _ = change(&model)
        guard model.value != before else { return }
        valueEvent.send(model.value, settling: controlledValue)
    }
}

extension Reactive where Base: SteppedValueControl {
    /// Binds the value (clamped) and makes it controlled: a change by the user ends on the bound
    /// value (never fires `valueChanged`).
    public var value: Binder<Double> { base.controlledValue.binder(base) { control, value in control.value = value } }
    /// Binds the step.
    public var stepValue: Binder<Double> { Binder(base) { control, step in control.stepValue = step } }
    /// Binds the minimum.
    public var minimumValue: Binder<Double> { Binder(base) { control, minimum in control.minimumValue = minimum } }
    /// Binds the maximum.
    public var maximumValue: Binder<Double> { Binder(base) { control, maximum in control.maximumValue = maximum } }
}
