/// Something in the responder chain: a view, a screen, a navigation stack or the window. It has a
/// key-binding table (keys to commands) and command handlers, and passes what it does not handle to
/// its `nextResponder`.
///
/// A key travels one path: from the focused view outwards, the first responder whose table binds
/// the key names a command, performed by the first responder from there outwards that has an
/// enabled handler for it. The window works these tables out into one table of the keys that work
/// in the focused context whenever the focus or a table changes; a key is one lookup in it, and the
/// status bar hints, the help dialog, menus and the command palette read the same table, so they
/// list exactly what the keys do.
///
/// ```swift
/// keyBindings = [KeyBinding(.character("r"), .reverse, hint: "Reverse")]
/// addCommand(.reverse) { [unowned self] in actions.reverse() }
/// ```
@MainActor
open class Responder {
    /// What a responder does for a command, and when.
    struct CommandHandler {
        let isEnabled: (@MainActor () -> Bool)?
        let perform: @MainActor (Command) -> Void
    }

    /// The table of active bindings that last took this responder into its chain: told when this
    /// responder's bindings, handlers or captured keys change. A responder that joins a chain later
    /// does so through a focus or hierarchy change, which works that window's table out anew.
    weak var holdingTable: ActiveBindings?

    // Read when a window works its active bindings out; never changed in place while read.
    @exclusivity(unchecked) private var handlers: [Command: CommandHandler] = [:]
    private var handledCommands: [Command] = []

    /// Creates a responder with no bindings and no handlers.
    public init() {}

    /// The responder that gets what this one does not handle; `nil` ends the chain.
    open var nextResponder: Responder? { nil }

    /// Whether this responder is offered key releases (`Event.keyRelease`) and key repeats
    /// (`Event.keyRepeat`) in `handle(_:)`: false, so releases reach nobody and repeats come as key
    /// presses unless a responder asks for them (a repeat it does not take then comes as a press).
    /// Only terminals that report key event types (the kitty keyboard protocol) send them.
    open var receivesKeyReleases: Bool { false }

    /// Whether this responder performs commands at all right now (a disabled view does not).
    var acceptsCommands: Bool { true }

    /// Says that what this responder's keys do changed: its window works its active bindings (and
    /// the hints) out again before the next key or frame. `keyBindings`, `addCommand` and
    /// `removeCommand` call it themselves; call it when something they do not see changed: what
    /// `capturesKey` answers (a list's type-to-search turned on), or what an `isEnabled` answers
    /// for a reason the responder knows of (something started listening to an event). Views,
    /// screens and the window override it to ask for a render; an override calls `super`.
    open func responderTableDidChange() {
        holdingTable?.responderTableDidChange()
    }

    /// Records a change of the bindings or handlers and tells the responder.
    private func tableDidChange() {
        holdingTable?.responderTableDidChange()
        responderTableDidChange()
    }

    // MARK: Key bindings

    /// The key-binding table: which key runs which command, with the hints the status bar shows.
    @exclusivity(unchecked) public var keyBindings: [KeyBinding] = [] {
        didSet { if keyBindings != oldValue { tableDidChange() } }
    }

    /// The binding of `key` in this responder's table, if any.
    public func binding(for key: Key) -> KeyBinding? {
        keyBindings.first { $0.key == key }
    }

    /// The bindings of `command` (any argument) in this responder's table, in table order.
    public func bindings(for command: Command) -> [KeyBinding] {
        keyBindings.filter { $0.command.matches(command) }
    }

    /// Changes every binding of `command` (any argument) in this responder's table.
    public func updateBindings(for command: Command, _ change: (inout KeyBinding) -> Void) {
        var bindings = keyBindings
        for index in bindings.indices where bindings[index].command.matches(command) { change(&bindings[index]) }
        keyBindings = bindings
    }

    /// Commands the command palette lists under a title, whether or not a key is bound to them.
    public var paletteCommands: [PaletteCommand] = [] {
        didSet { if paletteCommands != oldValue { responderTableDidChange() } }
    }

    /// Offers `command` in the command palette under `title` (listed while it can be performed).
    public func addPaletteCommand(_ title: String, _ command: Command) {
        paletteCommands.append(PaletteCommand(title, command))
    }

    /// Whether this responder consumes `key` outside its binding table (a text field takes printable
    /// characters). Bindings of a captured key further out do not run and show no hint.
    open func capturesKey(_ key: Key) -> Bool { false }

    // MARK: Help

    /// The heading of this responder's keys in the help dialog; empty merges them into the section
    /// before. Views name their kind ("Text field"), screens their title, the window "General".
    open var keyHelpTitle: String { "" }

    /// The keys this responder handles outside its binding table, for the help dialog (a text field
    /// inserts what is typed, a list searches by letters); empty by default.
    open var unboundKeysHelp: [KeyHelpEntry] { [] }

    // MARK: Commands

    /// Registers what `command` does here (for every argument it may carry): `perform` gets the
    /// command as invoked. While `isEnabled` returns false, the command passes on to the next
    /// responder and its keys show no hint here. Registering a command again replaces its handler.
    public func addCommand(
        _ command: Command, isEnabled: (@MainActor () -> Bool)? = nil,
        perform: @escaping @MainActor (Command) -> Void
    ) {
        let key = command.withoutArgument
        if handlers[key] == nil { handledCommands.append(key) }
        handlers[key] = CommandHandler(isEnabled: isEnabled, perform: perform)
        tableDidChange()
    }

    /// Registers what `command` does here; see `addCommand(_:isEnabled:perform:)`.
    public func addCommand(
        _ command: Command, isEnabled: (@MainActor () -> Bool)? = nil, perform: @escaping @MainActor () -> Void
    ) {
        addCommand(command, isEnabled: isEnabled) { (_: Command) in perform() }
    }

    /// Removes the handler of `command`; the command passes on to the next responder.
    public func removeCommand(_ command: Command) {
        guard handlers.removeValue(forKey: command.withoutArgument) != nil else { return }
        handledCommands.removeAll { $0.matches(command) }
        tableDidChange()
    }

    /// The commands this responder has handlers for, in the order they were added.
    package var supportedCommands: [Command] { handledCommands }

    /// The handler of `command` here, if any.
    func handler(for command: Command) -> CommandHandler? {
        handlers[command.withoutArgument]
    }

    /// Whether this responder itself would perform `command` now.
    public func canPerform(_ command: Command) -> Bool {
        // The handler first: most responders a command passes have none, and `acceptsCommands`
        // walks a view's ancestors.
        guard let handler = handlers[command.withoutArgument], acceptsCommands else { return false }
        return handler.isEnabled?() ?? true
    }

    /// Performs `command` here if this responder can; returns whether it did.
    @discardableResult
    public func perform(_ command: Command) -> Bool {
        guard canPerform(command), let handler = handlers[command.withoutArgument] else { return false }
        handler.perform(command)
        return true
    }

    /// The first responder from this one outwards that can perform `command` now.
    public func target(for command: Command) -> Responder? {
        var current: Responder? = self
        var steps = 0
        while let responder = current, steps < Self.chainLimit {
            if responder.canPerform(command) { return responder }
            current = responder.nextResponder
            steps += 1
        }
        return nil
    }

    /// Performs `command` on the first responder from this one outwards that can; returns whether one did.
    @discardableResult
    public func send(_ command: Command) -> Bool {
        target(for: command)?.perform(command) ?? false
    }

    // MARK: Events

    /// Handles an event; returns true when handled. The default runs the command bound to a key
    /// (performed here or further out along the chain); a subclass handles other events first and
    /// calls `super` for the rest. A window dispatching a key asks each responder of the chain in
    /// turn, and the default reads the binding and its performer from the window's table of active
    /// bindings: one lookup for the key, then the handler.
    open func handle(_ event: Event) -> Bool {
        guard case .key(let key) = event else { return false }
        if let table = ActiveBindings.dispatching, let handled = table.runBinding(of: key, for: self) {
            return handled
        }
        guard let binding = binding(for: key) else { return false }
        return send(binding.command)
    }

    /// How far a chain is followed at most (a guard against a chain that loops).
    package static let chainLimit = 256
}
