/// One command the command palette offers: a title, the command, and the key that runs it in the
/// context the palette was opened from (empty when none does).
public struct CommandPaletteEntry: Hashable, Sendable {
    /// What the palette shows and matches the typed text against.
    public var title: String
    /// The command it runs.
    public var command: Command
    /// The label of the key bound to the command in the context; empty when none is.
    public var keyLabel: String

    /// An entry for `command` under `title`, with its key's label.
    public init(title: String, command: Command, keyLabel: String = "") {
        self.title = title
        self.command = command
        self.keyLabel = keyLabel
    }
}
