/// Builds the human labels of keys ("Ctrl-S", "Shift-Tab", "↑").
enum KeyLabel {
    static func text(for key: Key) -> String {
        var parts: [String] = []
        var modifiers = key.modifiers
        if key.code == .backTab { modifiers.remove(.shift) }
        if modifiers.contains(.ctrl) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) || key.code == .backTab || isShiftedLetter(key) { parts.append("Shift") }
        parts.append(name(of: key.code, modified: !modifiers.isEmpty))
        return parts.joined(separator: "-")
    }

    /// An upper-case letter with Ctrl or Alt: its label says Shift, so Alt-b ("Alt-B") and
    /// Alt-B ("Alt-Shift-B") are told apart.
    static func isShiftedLetter(_ key: Key) -> Bool {
        guard case .character(let character) = key.code, !key.modifiers.isDisjoint(with: [.ctrl, .alt]),
            !key.modifiers.contains(.shift)
        else { return false }
        return character.isUppercase
    }

    static func name(of code: KeyCode, modified: Bool) -> String {
        switch code {
        case .character(" "): return "Space"
        case .character(let character):
            let visible = String(character).sanitizedForTerminal()
            return modified ? visible.uppercased() : visible
        case .enter: return "Enter"
        case .tab, .backTab: return "Tab"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .insert: return "Ins"
        case .delete: return "Del"
        case .backspace: return "Backspace"
        case .escape: return "Esc"
        case .function(let number): return "F\(number)"
        }
    }
}
