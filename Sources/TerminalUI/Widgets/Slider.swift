import Bindings
import OpenCombine

/// A value picked on a horizontal track, drawn as `━━━━━●──────` with an optional value label.
///
/// Keys: ←/→ move by `step`, PgDn/PgUp by `pageStep`, Home/End go to the minimum/maximum; a mouse
/// press or drag on the track moves the thumb there. ↑ and ↓ are not handled. The value stays within
/// `minimumValue...maximumValue`; NaN and infinities are clamped.
///
/// `valueChanged` fires only when the user moves the thumb, never for `value` set in code or
/// through `rx.value`.
public final class Slider: View {
    /// The value and its bounds; `step` is the arrow-key step.
    public private(set) var model: SteppedValue {
        didSet { if model != oldValue { setNeedsDisplay() } }
    }
    private let valueSubject = PassthroughSubject<Double, Never>()

    /// Fires with the new value after the user moved the thumb.
    public var valueChanged: AnyPublisher<Double, Never> { valueSubject.eraseToAnyPublisher() }

    /// The value, clamped to the bounds (NaN becomes the minimum).
    public var value: Double {
        get { model.value }
        set { model.setValue(newValue) }
    }
    /// The lowest value (the left end); raising it above the maximum raises the maximum too.
    public var minimumValue: Double {
        get { model.minimum }
        set { model.setMinimum(newValue) }
    }
    /// The highest value (the right end); lowering it below the minimum lowers the minimum too.
    public var maximumValue: Double {
        get { model.maximum }
        set { model.setMaximum(newValue) }
    }
    /// How far ← and → move; values that are not positive and finite are ignored.
    public var step: Double {
        get { model.step }
        set { model.setStep(newValue) }
    }
    /// How many steps PgUp and PgDn move (at least 1).
    public var pageSteps: Int = 10 {
        didSet { pageSteps = max(1, pageSteps) }
    }
    /// Whether the value is shown after the track.
    public var showsValue: Bool = true {
        didSet { if showsValue != oldValue { setNeedsDisplay() } }
    }
    /// Turns the value into the label's text; nil shows it with the step's precision.
    public var formatter: ((Double) -> String)? {
        didSet { setNeedsDisplay() }
    }

    /// Creates a slider.
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, step: Double = 1) {
        model = SteppedValue(value: value, minimum: minimumValue, maximum: maximumValue, step: step)
        super.init()
        keyBindings = [
            KeyBinding(.left, command: "decrement", hint: "Less", keyLabel: "←→"),
            KeyBinding(.right, command: "increment", isHintVisible: false),
            KeyBinding(.pageDown, command: "decrementPage", isHintVisible: false),
            KeyBinding(.pageUp, command: "incrementPage", isHintVisible: false),
            KeyBinding(.home, command: "minimum", isHintVisible: false),
            KeyBinding(.end, command: "maximum", isHintVisible: false),
        ]
    }

    /// The value as the label shows it.
    public var formattedValue: String {
        if let formatter { return formatter(model.value) }
        let digits = max(SteppedValue.fractionDigits(of: model.step), SteppedValue.fractionDigits(of: model.value))
        return NumberFormatting.decimal(model.value, maxFractionDigits: min(digits, 6))
    }

    /// Sliders take the focus.
    public override var canBecomeFocused: Bool { true }

    /// A 20-column track plus room for the label.
    public override var intrinsicSize: Size { Size(width: 20 + (showsValue ? labelWidth + 1 : 0), height: 1) }

    /// The columns kept for the label: the widest of the formatted bounds and value.
    private var labelWidth: Int {
        let texts = [formattedValue] + [model.minimum, model.maximum].map { formatter?($0) ?? NumberFormatting.decimal($0) }
        return texts.map(\.displayWidth).max() ?? 0
    }

    /// The track's width in the current bounds (the label is dropped when it leaves under 4 columns).
    private var trackWidth: Int {
        let withLabel = bounds.width - labelWidth - 1
        return showsValue && withLabel >= 4 ? withLabel : bounds.width
    }

    /// Runs `increment`, `decrement`, `incrementPage`, `decrementPage`, `minimum` or `maximum`.
    public override func perform(_ command: String) -> Bool {
        guard isEnabledInHierarchy else { return false }
        let changed: Bool
        switch command {
        case "increment": changed = model.step(by: 1)
        case "decrement": changed = model.step(by: -1)
        case "incrementPage": changed = model.step(by: pageSteps)
        case "decrementPage": changed = model.step(by: -pageSteps)
        case "minimum": changed = model.moveToEnd(false)
        case "maximum": changed = model.moveToEnd(true)
        default: return false
        }
        if changed { valueSubject.send(model.value) }
        return true
    }

    /// A mouse press or drag on the track moves the thumb to that column (snapped to a step).
    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(.press(.left, let point, _)), .mouse(.drag(.left, let point, _)):
            guard isEnabledInHierarchy else { return false }
            let column = point.x - frameInWindow.x
            let track = trackWidth
            guard track > 1, column >= 0, column < track else { return true }
            let raw = model.minimum + Double(column) / Double(track - 1) * (model.maximum - model.minimum)
            let steps = SteppedValue.roundedHalfAway((raw - model.value) / model.step)
            let target = column == track - 1 ? model.maximum : column == 0 ? model.minimum : nil
            let before = model.value
            if let target {
                model.setValue(target)
            } else if steps.isFinite {
                model.step(by: Int(max(-1e12, min(1e12, steps))))
            }
            if model.value != before { valueSubject.send(model.value) }
            return true
        default:
            return super.handle(event)
        }
    }

    /// The thumb's column on a track of `width` columns.
    func thumbColumn(trackWidth width: Int) -> Int {
        guard width > 1 else { return 0 }
        return Int(SteppedValue.roundedHalfAway(model.fraction * Double(width - 1)))
    }

    /// Draws the filled track up to the thumb, the thumb, the rest of the track, then the label.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let row = (bounds.height - 1) / 2
        let track = trackWidth
        let thumb = thumbColumn(trackWidth: track)
        let filled = enabled ? theme.accent : theme.disabled
        let rest = enabled ? theme.border : theme.disabled
        let thumbStyle = !enabled ? theme.disabled : isFocused ? theme.focused : theme.accent.bold
        canvas.put(String(repeating: "━", count: thumb), at: Point(x: 0, y: row), style: filled)
        canvas.put("●", at: Point(x: thumb, y: row), style: thumbStyle)
        canvas.put(String(repeating: "─", count: max(0, track - thumb - 1)), at: Point(x: thumb + 1, y: row), style: rest)
        if track < bounds.width {
            canvas.put(formattedValue, at: Point(x: track + 1, y: row), style: enabled ? theme.normal : theme.disabled,
                       maxWidth: bounds.width - track - 1, ellipsis: true)
        }
    }
}

extension Reactive where Base: Slider {
    /// Binds the value (clamped; never fires `valueChanged`).
    public var value: Binder<Double> { Binder(base) { slider, value in slider.value = value } }
    /// Binds the minimum.
    public var minimumValue: Binder<Double> { Binder(base) { slider, minimum in slider.minimumValue = minimum } }
    /// Binds the maximum.
    public var maximumValue: Binder<Double> { Binder(base) { slider, maximum in slider.maximumValue = maximum } }
    /// Binds the arrow-key step.
    public var step: Binder<Double> { Binder(base) { slider, step in slider.step = step } }
}
