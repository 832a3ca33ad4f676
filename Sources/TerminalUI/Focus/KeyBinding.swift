/// One row of a view's key-binding table: a key, the command it runs, and the hint the status bar shows.
///
/// A view handles a bound key by running `action` when it has one, otherwise by calling
/// `View.perform(_:)` with `command`. The status bar builds its hints from these tables,
/// so a hint is shown only for a key that really does something in the focused context.
public struct KeyBinding: Sendable {
    /// The key that triggers the command.
    public var key: Key
    /// The command's name, e.g. `"activate"`, `"toggle"`, `"quit"`.
    public var command: String
    /// The short label the status bar shows next to the key, e.g. `"Open"`.
    public var hint: String
    /// Whether the status bar shows this binding (only when `hint` is not empty).
    public var isHintVisible: Bool
    /// The label the status bar shows for the key; `nil` uses the key's own label.
    public var keyLabel: String?
    /// Runs instead of `View.perform(_:)`; the key counts as handled.
    public var action: (@MainActor () -> Void)?

    /// Creates a binding of `key` to `command`, with an optional hint and action.
    public init(
        _ key: Key, command: String, hint: String = "", isHintVisible: Bool = true,
        keyLabel: String? = nil, action: (@MainActor () -> Void)? = nil
    ) {
        self.key = key
        self.command = command
        self.hint = hint
        self.isHintVisible = isHintVisible
        self.keyLabel = keyLabel
        self.action = action
    }

    /// Whether the status bar should show this binding.
    public var showsHint: Bool { isHintVisible && !hint.isEmpty }

    /// The text the status bar shows for the key.
    public var displayedKey: String { keyLabel ?? key.label }
}

extension KeyBinding: Equatable {
    /// Two bindings are equal when key, command and hint match (actions are not compared).
    public static func == (lhs: KeyBinding, rhs: KeyBinding) -> Bool {
        lhs.key == rhs.key && lhs.command == rhs.command && lhs.hint == rhs.hint
            && lhs.isHintVisible == rhs.isHintVisible && lhs.keyLabel == rhs.keyLabel
    }
}
