/// The keys that single C0 control bytes and DEL stand for.
enum ControlKeys {
    /// The key a control byte (0x00–0x1F except ESC, or 0x7F) stands for.
    static func key(for byte: UInt8) -> Key {
        switch byte {
        case 0x00: return Key(.character(" "), modifiers: .ctrl)
        case 0x08, 0x7F: return .backspace
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x1B: return .escape
        case 0x01...0x1A: return Key(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .ctrl)
        case 0x1C: return Key(.character("\\"), modifiers: .ctrl)
        case 0x1D: return Key(.character("]"), modifiers: .ctrl)
        case 0x1E: return Key(.character("^"), modifiers: .ctrl)
        default: return Key(.character("_"), modifiers: .ctrl)
        }
    }

    /// Whether the byte is a C0 control or DEL.
    static func isControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F
    }
}
