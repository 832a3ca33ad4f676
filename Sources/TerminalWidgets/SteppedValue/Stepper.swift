/// A number changed in steps, drawn as `[-]  42  [+]`.
///
/// Keys: ↑, `+`, `=` and → step up; ↓, `-` and ← step down; PgUp/PgDn move `pageSteps` (10) steps;
/// Home/End go to the minimum/maximum. A mouse press on `[-]`/`[+]` steps too. The value stays within
/// `minimumValue...maximumValue` (wrapping around when `wraps`), and steps are rounded to the step's
/// precision so 0.1 steps never show 0.30000000000000004. NaN and infinities are clamped.
///
/// Binders (`rx.value`, `rx.stepValue`, `rx.minimumValue`, `rx.maximumValue`) and `valueChanged`
/// come from `SteppedValueControl`; the event fires only for user input.
public final class Stepper: SteppedValueControl {
    /// Creates a stepper.
    public override init(
        value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1,
        wraps: Bool = false
    ) {
        super.init(
            value: value, minimumValue: minimumValue, maximumValue: maximumValue, stepValue: stepValue,
            wraps: wraps)
        keyBindings = [
            KeyBinding(.up, .increment, hint: "More"),
            KeyBinding(.down, .decrement, hint: "Less"),
            KeyBinding(.character("+"), .increment, isHintVisible: false),
            KeyBinding(.character("="), .increment, isHintVisible: false),
            KeyBinding(.right, .increment, isHintVisible: false),
            KeyBinding(.character("-"), .decrement, isHintVisible: false),
            KeyBinding(.left, .decrement, isHintVisible: false),
            KeyBinding(.pageUp, .incrementPage, isHintVisible: false),
            KeyBinding(.pageDown, .decrementPage, isHintVisible: false),
            KeyBinding(.home, .moveToStart, isHintVisible: false),
            KeyBinding(.end, .moveToEnd, isHintVisible: false),
        ]
    }

    /// `[-] ` + the widest of the formatted bounds and value + ` [+]`.
    public override var intrinsicSize: Size { Size(width: widestFormattedWidth + 8, height: 1) }

    /// A mouse press on `[-]` or `[+]` steps.
    public override func handle(_ event: Event) -> Bool {
        guard case .mouse(.press(.left, let point, _)) = event, isEnabledInHierarchy else { return super.handle(event) }
        let x = point.x
        if bounds.width >= 8, x < 3 { return send(.decrement) }
        if bounds.width >= 8, x >= bounds.width - 3 { return send(.increment) }
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
