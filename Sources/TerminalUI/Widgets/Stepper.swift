import Bindings
import OpenCombine

/// A number changed in steps, drawn as `[-]  42  [+]`.
///
/// Keys: ↑, `+`, `=` and → step up; ↓, `-` and ← step down; PgUp/PgDn move ten steps; Home/End go
/// to the minimum/maximum. A mouse press on `[-]`/`[+]` steps too. The value stays within
/// `minimumValue...maximumValue` (wrapping around when `wraps`), and steps are rounded to the step's
/// precision so 0.1 steps never show 0.30000000000000004. NaN and infinities are clamped.
///
/// `valueChanged` fires only when the user changes the value, never for `value` set in code or
/// through `rx.value`.
public final class Stepper: View {
    /// The value and its bounds.
    public private(set) var model: SteppedValue {
        didSet {
            if model != oldValue { setNeedsDisplay() }
            if model.minimum != oldValue.minimum || model.maximum != oldValue.maximum { invalidateIntrinsicSize() }
        }
    }
    private let valueSubject = PassthroughSubject<Double, Never>()

    /// Fires with the new value after the user changed it.
    public var valueChanged: AnyPublisher<Double, Never> { valueSubject.eraseToAnyPublisher() }

    /// The value, clamped to the bounds (NaN becomes the minimum).
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
    /// Whether stepping past an end continues from the other end.
    public var wraps: Bool {
        get { model.wraps }
        set { model.wraps = newValue }
    }
    /// Turns the value into text; nil shows it with the step's precision and no trailing zeros.
    public var formatter: ((Double) -> String)? {
        didSet { setNeedsDisplay(); invalidateIntrinsicSize() }
    }

    /// Creates a stepper.
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1,
                wraps: Bool = false) {
        model = SteppedValue(value: value, minimum: minimumValue, maximum: maximumValue, step: stepValue, wraps: wraps)
        super.init()
        keyBindings = [
            KeyBinding(.up, command: "increment", hint: "More"),
            KeyBinding(.down, command: "decrement", hint: "Less"),
            KeyBinding(.character("+"), command: "increment", isHintVisible: false),
            KeyBinding(.character("="), command: "increment", isHintVisible: false),
            KeyBinding(.right, command: "increment", isHintVisible: false),
            KeyBinding(.character("-"), command: "decrement", isHintVisible: false),
            KeyBinding(.left, command: "decrement", isHintVisible: false),
            KeyBinding(.pageUp, command: "incrementPage", isHintVisible: false),
            KeyBinding(.pageDown, command: "decrementPage", isHintVisible: false),
            KeyBinding(.home, command: "minimum", isHintVisible: false),
            KeyBinding(.end, command: "maximum", isHintVisible: false),
        ]
    }

    /// The value as shown.
    public var formattedValue: String {
        if let formatter { return formatter(model.value) }
        let digits = max(SteppedValue.fractionDigits(of: model.step), SteppedValue.fractionDigits(of: model.value))
        return NumberFormatting.decimal(model.value, maxFractionDigits: min(digits, 6))
    }

    /// Steppers take the focus.
    public override var canBecomeFocused: Bool { true }

    /// `[-] ` + the widest of the formatted bounds and value + ` [+]`.
    public override var intrinsicSize: Size {
        let widest = [formattedValue, format(model.minimum), format(model.maximum)].map(\.displayWidth).max() ?? 1
        return Size(width: widest + 8, height: 1)
    }

    private func format(_ number: Double) -> String {
        formatter?(number) ?? NumberFormatting.decimal(number, maxFractionDigits: 6)
    }

    /// Runs `increment`, `decrement`, `incrementPage`, `decrementPage`, `minimum` or `maximum`.
    public override func perform(_ command: String) -> Bool {
        guard isEnabledInHierarchy else { return false }
        var changed: Bool
        switch command {
        case "increment": changed = model.step(by: 1)
        case "decrement": changed = model.step(by: -1)
        case "incrementPage": changed = model.step(by: 10, wrapping: false)
        case "decrementPage": changed = model.step(by: -10, wrapping: false)
        case "minimum": changed = model.moveToEnd(false)
        case "maximum": changed = model.moveToEnd(true)
        default: return false
        }
        if changed { valueSubject.send(model.value) }
        return true
    }

    /// A mouse press on `[-]` or `[+]` steps.
    public override func handle(_ event: Event) -> Bool {
        guard case .mouse(.press(.left, let point, _)) = event, isEnabledInHierarchy else { return super.handle(event) }
        let x = point.x - frameInWindow.x
        if bounds.width >= 8, x < 3 { return perform("decrement") }
        if bounds.width >= 8, x >= bounds.width - 3 { return perform("increment") }
        return true
    }

    /// Draws `[-]`, the centred value and `[+]`; an end button that cannot step is dimmed. Narrower
    /// than 8 columns, only the value is drawn.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let row = (bounds.height - 1) / 2
        let valueStyle = !enabled ? theme.disabled : isFocused ? theme.focused : theme.normal
        let text = formattedValue
        guard bounds.width >= 8 else {
            canvas.put(text, at: Point(x: 0, y: row), style: valueStyle, maxWidth: bounds.width, ellipsis: true)
            return
        }
        let canDecrease = wraps || model.value > model.minimum
        let canIncrease = wraps || model.value < model.maximum
        let buttonStyle = { (active: Bool) in enabled && active ? theme.accent : theme.disabled }
        canvas.put("[-]", at: Point(x: 0, y: row), style: buttonStyle(canDecrease))
        canvas.put("[+]", at: Point(x: bounds.width - 3, y: row), style: buttonStyle(canIncrease))
        let room = bounds.width - 8
        let width = min(text.displayWidth, room)
        let x = 4 + (room - width) / 2
        canvas.put(text, at: Point(x: x, y: row), style: valueStyle, maxWidth: room, ellipsis: true)
    }
}

extension Reactive where Base: Stepper {
    /// Binds the value (clamped; never fires `valueChanged`).
    public var value: Binder<Double> { Binder(base) { stepper, value in stepper.value = value } }
    /// Binds the step.
    public var stepValue: Binder<Double> { Binder(base) { stepper, step in stepper.stepValue = step } }
    /// Binds the minimum.
    public var minimumValue: Binder<Double> { Binder(base) { stepper, minimum in stepper.minimumValue = minimum } }
    /// Binds the maximum.
    public var maximumValue: Binder<Double> { Binder(base) { stepper, maximum in stepper.maximumValue = maximum } }
}
