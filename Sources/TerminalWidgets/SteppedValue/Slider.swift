import Bindings

/// A value picked on a horizontal track, drawn as `━━━━━●──────` with an optional value label.
///
/// Keys: ←/→ move by `step`, PgDn/PgUp by `pageSteps` steps, Home/End go to the minimum/maximum; a mouse
/// press or drag on the track moves the thumb there. ↑ and ↓ are not handled. The value stays within
/// `minimumValue...maximumValue`; NaN and infinities are clamped.
///
/// Binders (`rx.value`, `rx.step` (= `rx.stepValue`), `rx.minimumValue`, `rx.maximumValue`) and `valueChanged`
/// come from `SteppedValueControl`; the event fires only when the user moves the thumb.
public final class Slider: SteppedValueControl {
    /// Whether the value is shown after the track.
    public var showsValue: Bool = true {
        didSet {
            if showsValue != oldValue {
                setNeedsDisplay()
                invalidateIntrinsicSize()
            }
        }
    }

    /// How far ← and → move: the slider's name for `stepValue`.
    public var step: Double {
        get { stepValue }
        set { stepValue = newValue }
    }

    /// Creates a slider whose arrow keys move by `step`.
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, step: Double = 1) {
        super.init(
            value: value, minimumValue: minimumValue, maximumValue: maximumValue, stepValue: step,
            wraps: false)
        keyBindings = [
            KeyBinding(.left, .decrement, hint: "Adjust", keyLabel: "←→"),
            KeyBinding(.right, .increment, isHintVisible: false),
            KeyBinding(.pageDown, .decrementPage, isHintVisible: false),
            KeyBinding(.pageUp, .incrementPage, isHintVisible: false),
            KeyBinding(.home, .moveToStart, isHintVisible: false),
            KeyBinding(.end, .moveToEnd, isHintVisible: false),
        ]
    }

    /// A 20-column track plus room for the label.
    public override var intrinsicSize: Size { Size(width: 20 + (showsValue ? labelWidth + 1 : 0), height: 1) }

    /// The columns kept for the label: the widest of the formatted bounds and value.
    private var labelWidth: Int { widestFormattedWidth }

    /// The track's width in the current bounds (the label is dropped when it leaves under 4 columns).
    private var trackWidth: Int {
        let withLabel = bounds.width - labelWidth - 1
        return showsValue && withLabel >= 4 ? withLabel : bounds.width
    }

    /// A mouse press or drag on the track moves the thumb to that column (snapped to a step).
    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(.press(.left, let point, _)), .mouse(.drag(.left, let point, _)):
            guard isEnabledInHierarchy else { return false }
            let column = point.x
            let track = trackWidth
            guard track > 1, column >= 0, column < track else { return true }
            let raw = model.minimum + Double(column) / Double(track - 1) * (model.maximum - model.minimum)
            let steps = SteppedValue.roundedHalfAway((raw - model.value) / model.step)
            let target = column == track - 1 ? model.maximum : column == 0 ? model.minimum : nil
            userChange { model in
                if let target {
                    model.setValue(target)
                    return true
                }
                return steps.isFinite && model.step(by: Int(max(-1e12, min(1e12, steps))))
            }
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
        canvas.put(
            String(repeating: "─", count: max(0, track - thumb - 1)), at: Point(x: thumb + 1, y: row), style: rest)
        if track < bounds.width {
            canvas.put(
                formattedValue, at: Point(x: track + 1, y: row), style: enabled ? theme.normal : theme.disabled,
                maxWidth: bounds.width - track - 1, ellipsis: true)
        }
    }
}

extension Reactive where Base: Slider {
    /// Binds the arrow-key step (the same as `stepValue`).
    public var step: Binder<Double> { Binder(base) { slider, step in slider.step = step } }
}
