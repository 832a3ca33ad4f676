/// The focused context as of one moment: the responder chain a key would travel then, and the key
/// bindings that do something in it, read from the window's table of active bindings. Menus and the
/// command palette take one when they open, so they show what the keys of that context do and run
/// their commands there (as if a key was pressed there), although the focus moves into the menu
/// meanwhile.
@MainActor
public struct CommandContext {
    /// The responders, innermost first (disabled views left out), as `Window.responderChain` was.
    public let chain: [Responder]
    /// The bindings that work in this context, innermost first: keys bound (or captured) further in
    /// are left out further out, and so are bindings no responder from theirs outwards can perform.
    public let activeBindings: [KeyBinding]
    /// For each of `activeBindings`, the index in `chain` of the responder whose table holds it.
    public let bindingOwners: [Int]

    /// The context that `table` describes now.
    init(_ table: ActiveBindings) {
        chain = table.chainResponders
        var bindings: [KeyBinding] = []
        var owners: [Int] = []
        var shadowed: [KeyBinding] = []
        var claimed: [Key] = []
        table.collectAvailable(into: &bindings, owners: &owners, shadowed: &shadowed, claimed: &claimed)
        activeBindings = bindings
        bindingOwners = owners
    }

    /// The context of `chain`, innermost first, outside any window's table.
    package init(chain: [Responder]) {
        let table = ActiveBindings()
        table.rebuild(chain: chain, reachesWindow: true, owner: nil)
        self.init(table)
    }

    /// Whether some responder of the context performs `command` now (the first with an enabled handler).
    public func canPerform(_ command: Command) -> Bool {
        chain.contains { $0.canPerform(command) }
    }

    /// Performs `command` on the innermost responder of the context that can; returns whether one did.
    @discardableResult
    public func perform(_ command: Command) -> Bool {
        chain.first { $0.canPerform(command) }?.perform(command) ?? false
    }

    /// The key that runs `command` (with the same argument) in this context: a binding whose hint
    /// the status bar shows first, else any; nil when no key does.
    public func binding(for command: Command) -> KeyBinding? {
        activeBindings.first { $0.command == command && $0.showsHint }
            ?? activeBindings.first { $0.command == command }
    }

    /// What a binding says its command does: its help, its hint, else the command's words.
    public static func title(of binding: KeyBinding) -> String {
        if !binding.help.isEmpty { return binding.help }
        if !binding.hint.isEmpty, binding.keyLabel == nil { return binding.hint }
        return binding.command.helpText
    }
}

extension Window {
    /// The focused context now: the responder chain and the keys that work in it.
    public func commandContext() -> CommandContext {
        CommandContext(activeBindings)
    }
}
