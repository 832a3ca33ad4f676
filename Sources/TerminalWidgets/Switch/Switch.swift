import Bindings
import OpenCombine

/// An on/off checkbox drawn as `[x] Title` / `[ ] Title`; Space, Enter or a mouse click toggles it.
/// `toggled` fires (with the new state) only for those user actions, never for changes made in code.
/// Once bound through `rx.isOn` the switch is controlled: after a toggle it shows the bound state.
public final class Switch: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "switch", label: title, value: isOn ? "on" : "off", states: accessibilityStates("checked", when: isOn)
        )
    }

    /// Whether the switch is on.
    public var isOn: Bool {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The text after the box.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The state `rx.isOn` last set; once set, a toggle by the user ends on it (see `ControlledValue`).
    public nonisolated let controlledIsOn = ControlledValue<Bool>()

    private let toggleEvent = UserEvent<Bool>()

    /// Fires with the new state when the user toggles the switch.
    public var toggled: AnyPublisher<Bool, Never> { toggleEvent.publisher }

    /// Creates a switch titled `title`, initially `isOn`.
    public init(_ title: String, isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
        super.init()
        keyBindings = [
            KeyBinding(.character(" "), .toggle, hint: "Toggle"),
            KeyBinding(.enter, .toggle, isHintVisible: false),
        ]
        addCommand(.toggle) { [unowned self] in userDidToggle() }
    }

    /// Switches take the focus.
    public override var canBecomeFocused: Bool { true }

    /// `[x] Title` on one row.
    public override var intrinsicSize: Size {
        Size(width: title.isEmpty ? 3 : title.displayWidth + 4, height: 1)
    }

    /// The user toggled: shows the new state and fires `toggled`, after which a controlled switch
    /// shows the bound state.
    func userDidToggle() {
        isOn.toggle()
        toggleEvent.send(isOn, settling: controlledIsOn)
    }

    /// A mouse press toggles the switch.
    public override var clickCommand: Command? { .toggle }

    /// Draws the box (in the focused style when focused) and the title.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let boxStyle = !enabled ? theme.disabled : isFocused ? theme.focused : theme.normal
        let row = (bounds.height - 1) / 2
        let box = isOn ? "[x]" : "[ ]"
        canvas.put(box, at: Point(x: 0, y: row), style: boxStyle, maxWidth: bounds.width)
        guard !title.isEmpty, bounds.width > 4 else { return }
        canvas.put(
            title, at: Point(x: 4, y: row), style: enabled ? theme.normal : theme.disabled,
            maxWidth: bounds.width - 4, ellipsis: true)
    }
}

extension Reactive where Base: Switch {
    /// Binds whether the switch is on and makes it controlled: a toggle by the user ends on the
    /// bound state (never fires `toggled`).
    public var isOn: Binder<Bool> {
        base.controlledIsOn.binder(base) { view, isOn in view.isOn = isOn }
    }
}
