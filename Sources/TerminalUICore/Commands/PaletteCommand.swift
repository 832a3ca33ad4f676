/// A command the command palette offers under a title although no key may be bound to it. Register
/// it on the responder that handles it (`addPaletteCommand("Reload", .reload)`), or on the window
/// for app-wide ones; the palette lists it while some responder of the focused context performs it.
public struct PaletteCommand: Hashable, Sendable {
    /// What the palette calls the command.
    public var title: String
    /// The command it runs.
    public var command: Command

    /// Offers `command` under `title`.
    public init(_ title: String, _ command: Command) {
        self.title = title
        self.command = command
    }
}
