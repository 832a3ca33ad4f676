import ReCurses

/// The Keyboard example's lines, worked out from its state.
enum KeyboardFormat {
    /// The names of the kitty keyboard protocol's enhancement flags, by bit.
    static let flagNames: [(bit: Int, name: String)] = [
        (1, "disambiguate"), (2, "event types"), (4, "alternate keys"), (8, "all keys as escapes"),
        (16, "associated text"),
    ]

    /// Which keyboard protocol the terminal gave, and what that means for the keys.
    static func protocolLine(_ state: KeyboardState) -> String {
        if let flags = state.kittyFlags {
            let names = flagNames.filter { flags & $0.bit != 0 }.map { "\($0.name) \($0.bit)" }
            return "Protocol: kitty, flags \(flags) (\(names.joined(separator: ", ")))"
        }
        if state.sawEventTypes { return "Protocol: kitty (repeats and releases seen)" }
        if state.sawModifiedKeys {
            return "Protocol: legacy keys + modifyOtherKeys (Ctrl-I, Shift-Enter told apart)"
        }
        return "Protocol: legacy keys (modifyOtherKeys asked for, not seen yet)"
    }

    /// The key held down, or why no key can be seen held.
    static func heldLine(_ state: KeyboardState) -> String {
        if let held = state.held { return "Held: \(held) (repeating)" }
        if state.kittyFlags != nil || state.sawEventTypes { return "Held: nothing (hold a key to see it repeat)" }
        return "Held: not reported: this terminal sends no repeats or releases"
    }

    /// The log, newest first, one event a line: the key's name, then the kind of event.
    static func logLines(_ state: KeyboardState) -> String {
        guard !state.log.isEmpty else { return "No key yet." }
        return state.log.reversed().map { entry in
            entry.name + String(repeating: " ", count: max(1, 14 - entry.name.displayWidth)) + entry.kind.rawValue
        }.joined(separator: "\n")
    }
}
