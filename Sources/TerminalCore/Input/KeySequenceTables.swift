/// The tables that map the final bytes and numbers of CSI and SS3 sequences to keys, covering the
/// xterm, rxvt, tmux/screen and linux-console variants.
enum KeySequenceTables {
    /// `ESC[n~` (also rxvt's `ESC[n$`, `ESC[n^`, `ESC[n@`): the key for `n`.
    static func tildeKey(_ number: Int) -> KeyCode? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }

    /// The number `tildeKey` maps to `code`, used when encoding keys the xterm way.
    static func tildeNumber(for code: KeyCode) -> Int? {
        switch code {
        case .insert: return 2
        case .delete: return 3
        case .pageUp: return 5
        case .pageDown: return 6
        case .function(let number) where (5...20).contains(number):
            return [15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34][number - 5]
        default: return nil
        }
    }

    /// `ESC[<mods>X` and `ESCOX`: the key for the final letter `X`.
    static func letterKey(_ final: UInt8) -> KeyCode? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "Z"): return .backTab
        default: return nil
        }
    }

    /// rxvt's lower-case finals: `ESC[a` is Shift-↑ and `ESCOa` is Ctrl-↑ (a–d: ↑ ↓ → ←).
    static func rxvtArrow(_ final: UInt8) -> KeyCode? {
        switch final {
        case UInt8(ascii: "a"): return .up
        case UInt8(ascii: "b"): return .down
        case UInt8(ascii: "c"): return .right
        case UInt8(ascii: "d"): return .left
        default: return nil
        }
    }

    /// SS3 keypad keys in application keypad mode (`ESCOM` Enter, `ESCOp` … `ESCOy` digits, …).
    static func keypadKey(_ final: UInt8) -> KeyCode? {
        switch final {
        case UInt8(ascii: "M"): return .enter
        case UInt8(ascii: "X"): return .character("=")
        case UInt8(ascii: " "): return .character(" ")
        case UInt8(ascii: "I"): return .tab
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            let characters: [Character] = [
                "*", "+", ",", "-", ".", "/", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
            ]
            return .character(characters[Int(final - UInt8(ascii: "j"))])
        default: return nil
        }
    }

    /// A key given as a Unicode code point (`ESC[code;mods u` and xterm's `ESC[27;mods;code~`).
    /// With Shift held, the kitty keyboard protocol's `shifted` key (`ESC[97:65;2u`) is the character
    /// typed, as a legacy terminal sends it: "A", Shift left out.
    static func codePointKey(_ value: Int, shifted: Int? = nil, modifiers: KeyModifiers) -> Key? {
        if let shifted, modifiers.contains(.shift),
            case .character = codePointKey(value, modifiers: [])?.code,
            let key = codePointKey(shifted, modifiers: modifiers.subtracting(.shift)), case .character = key.code
        {
            return key
        }
        switch value {
        case 13: return Key(.enter, modifiers: modifiers)
        case 9:
            return modifiers.contains(.shift)
                ? Key(.backTab, modifiers: modifiers.subtracting(.shift)) : Key(.tab, modifiers: modifiers)
        case 27: return Key(.escape, modifiers: modifiers)
        case 8, 127: return Key(.backspace, modifiers: modifiers)
        case 0..<32, 0xE000...0xF8FF: return nil
        default:
            guard let scalar = Unicode.Scalar(UInt32(clamping: value)) else { return nil }
            return Key(.character(Character(scalar)), modifiers: modifiers)
        }
    }
}
