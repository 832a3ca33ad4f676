/// One row of a responder's key-binding table: a key, the command it runs, and the hint the status
/// bar shows for it.
///
/// A binding only names a command; the handler is registered once with `Responder.addCommand`, on
/// the same responder or one further out along the responder chain. The status bar, the help dialog
/// and menus read the same tables, so a hint is shown only for a key that really does something in
/// the focused context.
///
/// ```swift
/// extension Command {
///     static let archive = Command("archive")
/// }
///
/// keyBindings = [KeyBinding(.character("a"), .archive, hint: "Archive")]
/// addCommand(.archive, isEnabled: { [unowned self] in props.selectedID != nil }) { [unowned self] in
///     actions.archiveSelected()
/// }
/// ```
public struct KeyBinding: Hashable, Sendable {
    /// The key that triggers the command.
    public var key: Key
    /// The command the key runs.
    public var command: Command
    /// The short label the status bar shows next to the key, e.g. `"Open"`. Giving a binding that had
    /// no hint one also makes it visible, so `updateBindings(for: .pageDown) { $0.hint = "Page" }` shows.
    public var hint: String {
        didSet { if oldValue.isEmpty, !hint.isEmpty { isHintVisible = true } }
    }
    /// Whether the status bar prefers this key for the command's hint. A binding with a hint that is
    /// not visible stands in when every visible key of its command is taken by an inner view (F1 for
    /// Help while a text field types `?`).
    public var isHintVisible: Bool
    /// The label the status bar shows for the key; `nil` uses the key's own label.
    public var keyLabel: String?
    /// What the help dialog says the key does, when the hint does not say it well enough; empty
    /// uses the hint, else the command's `helpText`.
    public var help: String

    /// Creates a binding of `key` to `command`, with an optional hint and help text.
    public init(
        _ key: Key, _ command: Command, hint: String = "", isHintVisible: Bool = true, keyLabel: String? = nil,
        help: String = ""
    ) {
        self.key = key
        self.command = command
        self.hint = hint
        self.isHintVisible = isHintVisible
        self.keyLabel = keyLabel
        self.help = help
    }

    /// Whether the status bar shows this binding when its key is free.
    package var showsHint: Bool { isHintVisible && !hint.isEmpty }

    /// The text the status bar shows for the key.
    public var displayedKey: String { keyLabel ?? key.label }

    /// What the help dialog says this key does, from this binding alone: `help`, else the hint when it
    /// speaks for this key only (a hint under a `keyLabel` such as `↑↓ Move` speaks for several); empty
    /// when neither does.
    package var ownHelpDescription: String {
        if !help.isEmpty { return help }
        return keyLabel == nil ? hint : ""
    }
}
