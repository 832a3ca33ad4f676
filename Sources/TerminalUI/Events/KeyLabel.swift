/// Builds the human labels of keys ("Ctrl-S", "Shift-Tab", "↑").
enum KeyLabel {
    static func text(for key: Key) -> String {
        var parts: [String] = []
        var modifiers = key.modifiers
        if key.code == .backTab { modifiers.remove(.shift) }
        if modifiers.contains(.ctrl) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) || key.code == .backTab { parts.append("Shift") }
        parts.append(name(of: key.code, modified: !modifiers.isEmpty))
        return parts.joined(separator: "-")
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
