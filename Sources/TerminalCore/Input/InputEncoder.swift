/// Encodes keys, mouse events and pastes as the bytes an xterm-compatible terminal sends, such
/// that `InputParser` decodes them back to the same event. Used by fake terminals and tests.
public enum InputEncoder {
    private static let escape: UInt8 = 0x1B

    /// The bytes for `key`, or nil when no terminal sends such a key (a control character as a
    /// character key, Alt with a multi-scalar cluster, a function key outside F1–F20, …). Escape is
    /// encoded as `ESC[27u` so that it is recognized at once, without the ESC timeout.
    /// Back-tab carries its Shift in the key code, so `.backTab` with `.shift` has no encoding either.
    public static func bytes(for key: Key) -> [UInt8]? {
        let modifiers = key.modifiers
        switch key.code {
        case .character(let character): return characterBytes(character, modifiers: modifiers)
        case .enter: return plainOrAlt(0x0D, code: 13, modifiers: modifiers)
        case .tab:
            return modifiers.contains(.shift) ? nil : plainOrAlt(0x09, code: 9, modifiers: modifiers)
        case .backspace: return plainOrAlt(0x7F, code: 127, modifiers: modifiers)
        case .escape: return codePoint(27, modifiers: modifiers)
        case .backTab:
            guard !modifiers.contains(.shift) else { return nil }
            return modifiers.isEmpty ? csi("Z") : csi("1;\(modifiers.union(.shift).xtermParameter)Z")
        case .up: return letter("A", modifiers)
        case .down: return letter("B", modifiers)
        case .right: return letter("C", modifiers)
        case .left: return letter("D", modifiers)
        case .home: return letter("H", modifiers)
        case .end: return letter("F", modifiers)
        case .function(let number) where (1...4).contains(number):
            let final = ["P", "Q", "R", "S"][number - 1]
            return modifiers.isEmpty ? [escape] + Array("O\(final)".utf8) : letter(final, modifiers)
        default:
            guard let number = KeySequenceTables.tildeNumber(for: key.code) else { return nil }
            return csi(modifiers.isEmpty ? "\(number)~" : "\(number);\(modifiers.xtermParameter)~")
        }
    }

    /// The SGR 1006 report for `event` (1-based coordinates on the wire).
    public static func bytes(for event: MouseEvent) -> [UInt8] {
        var code: Int
        var final = "M"
        switch event {
        case .press(let button, _, _): code = buttonCode(button)
        case .release(let button, _, _):
            code = buttonCode(button)
            final = "m"
        case .drag(let button, _, _): code = buttonCode(button) + 32
        case .move: code = 35
        case .wheelUp: code = 64
        case .wheelDown: code = 65
        case .wheelLeft: code = 66
        case .wheelRight: code = 67
        }
        let modifiers = event.modifiers
        if modifiers.contains(.shift) { code += 4 }
        if modifiers.contains(.alt) { code += 8 }
        if modifiers.contains(.ctrl) { code += 16 }
        let point = event.position
        return csi("<\(code);\(max(0, point.x) + 1);\(max(0, point.y) + 1)\(final)")
    }

    /// `text` wrapped in the bracketed-paste markers `ESC[200~` … `ESC[201~`.
    public static func bytes(forPaste text: String) -> [UInt8] {
        csi("200~") + Array(text.utf8) + csi("201~")
    }

    private static func characterBytes(_ character: Character, modifiers: KeyModifiers) -> [UInt8]? {
        let scalars = Array(character.unicodeScalars)
        guard let first = scalars.first, first.value >= 0x20, !(0x7F..<0xA0).contains(first.value) else { return nil }
        if modifiers.isEmpty { return Array(String(character).utf8) }
        guard scalars.count == 1, !(0xE000...0xF8FF).contains(first.value) else { return nil }
        if modifiers == .alt && !"[O]P_".contains(character) { return [escape] + Array(String(character).utf8) }
        if modifiers.subtracting(.alt) == .ctrl, let byte = controlByte(for: character) {
            return (modifiers.contains(.alt) ? [escape] : []) + [byte]
        }
        return codePoint(Int(first.value), modifiers: modifiers)
    }

    /// The C0 byte for Ctrl plus `character`, where it does not collide with Backspace, Tab or Enter.
    private static func controlByte(for character: Character) -> UInt8? {
        switch character {
        case " ": return 0x00
        case "a"..."z" where !"hijm".contains(character): return character.asciiValue! - 0x60
        case "\\": return 0x1C
        case "]": return 0x1D
        case "^": return 0x1E
        case "_": return 0x1F
        default: return nil
        }
    }

    private static func plainOrAlt(_ byte: UInt8, code: Int, modifiers: KeyModifiers) -> [UInt8] {
        if modifiers.isEmpty { return [byte] }
        if modifiers == .alt { return [escape, byte] }
        return codePoint(code, modifiers: modifiers)
    }

    private static func codePoint(_ code: Int, modifiers: KeyModifiers) -> [UInt8] {
        csi(modifiers.isEmpty ? "\(code)u" : "\(code);\(modifiers.xtermParameter)u")
    }

    private static func letter(_ final: String, _ modifiers: KeyModifiers) -> [UInt8] {
        csi(modifiers.isEmpty ? final : "1;\(modifiers.xtermParameter)\(final)")
    }

    private static func csi(_ body: String) -> [UInt8] {
        [escape, UInt8(ascii: "[")] + Array(body.utf8)
    }

    private static func buttonCode(_ button: MouseButton) -> Int {
        switch button {
        case .left: return 0
        case .middle: return 1
        case .right: return 2
        case .other(let number): return 128 + min(3, max(0, number - 8))
        }
    }
}
