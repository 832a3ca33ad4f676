import ReCurses

/// Which keys a terminal with the legacy encoding can send at all: the others (Ctrl-I apart from
/// Tab, Ctrl-M apart from Enter, Shift-Enter, Ctrl-Shift-A) reach the app only through xterm's
/// modifyOtherKeys or the kitty keyboard protocol.
enum LegacyKeyEncoding {
    /// Whether the legacy encoding has bytes of its own for `key` (Alt is an ESC prefix there, so it
    /// is left aside).
    static func canSend(_ key: Key) -> Bool {
        let modifiers = key.modifiers.subtracting(.alt)
        switch key.code {
        case .enter, .tab, .escape: return modifiers.isEmpty
        case .backspace: return modifiers.isEmpty || modifiers == .ctrl
        case .character(let character):
            guard modifiers.contains(.ctrl) else { return true }
            guard modifiers == .ctrl else { return false }
            return character == " " || (character.isASCII && character.isLowercase && !"hijm".contains(character))
        default: return true
        }
    }
}
