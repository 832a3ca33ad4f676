import Bindings
import OpenCombine

/// A push button drawn as `[ Title ]`; Enter, Space or a mouse click taps it.
/// `tapped` fires only for those user actions, never for changes made in code.
///
/// ```swift
/// let save = Button("Save")
/// save.tapped.sink { actions.save() }.store(in: &connection.cancellables)
/// ```
public final class Button: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "button", label: title, states: accessibilityStates)
    }

    /// The text between the brackets.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicSize()
            bindKeys()
        }
    }

    /// The status bar hint for Enter; `nil` shows the title (`Enter Save`).
    public var hint: String? {
        didSet { if hint != oldValue { bindKeys() } }
    }

    private let tapEvent = UserEvent<Void>()

    /// Fires when the user presses the button.
    public var tapped: AnyPublisher<Void, Never> { tapEvent.publisher }

    /// Creates a button titled `title`; the Enter hint is `hint`, or the title when nil.
    public init(_ title: String, hint: String? = nil) {
        self.title = title
        self.hint = hint
        super.init()
        bindKeys()
        addCommand(.activate) { [unowned self] in tapEvent.send(()) }
    }

    private func bindKeys() {
        keyBindings = [
            KeyBinding(.enter, .activate, hint: hint ?? title.sanitizedForTerminal()),
            KeyBinding(.character(" "), .activate, isHintVisible: false),
        ]
    }

    /// Buttons take the focus.
    public override var canBecomeFocused: Bool { true }

    /// `[ Title ]` on one row.
    public override var intrinsicSize: Size { Size(width: title.displayWidth + 4, height: 1) }

    /// A mouse press taps the button.
    public override var clickCommand: Command? { .activate }

    /// Draws `[ Title ]` centred on the middle row: reversed/accented when focused, dimmed when disabled.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let style = !isEnabledInHierarchy ? theme.disabled : isFocused ? theme.focused : theme.normal
        let row = (bounds.height - 1) / 2
        let room = bounds.width - 4
        guard room > 0 else {
            canvas.put("[ \(title) ]", at: Point(x: 0, y: row), style: style, maxWidth: bounds.width, ellipsis: true)
            return
        }
        let face = "[ " + title.sanitizedForTerminal().truncated(toDisplayWidth: room) + " ]"
        let x = TextAlignment.center.offset(lineWidth: face.displayWidth, in: bounds.width)
        canvas.put(face, at: Point(x: x, y: row), style: style, maxWidth: bounds.width)
    }
}

extension Reactive where Base: Button {
    /// Binds the button's title.
    public var title: Binder<String> {
        Binder(base) { button, title in button.title = title }
    }
}
