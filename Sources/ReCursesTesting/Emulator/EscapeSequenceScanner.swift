/// Finds where an escape sequence ends in a stream of bytes: control sequences (`ESC [` … final
/// byte), strings ended by ST or BEL (OSC `ESC ]`, DCS `ESC P`, APC `ESC _`, PM `ESC ^`, SOS
/// `ESC X`), character set designations and the other three-byte forms, and two-byte escapes.
enum EscapeSequenceScanner {
    /// The index just past the sequence whose ESC is at `start`, or nil when `bytes` ends before it does.
    static func end(of bytes: [UInt8], from start: Int) -> Int? {
        let introducer = start + 1
        guard introducer < bytes.count else { return nil }
        switch bytes[introducer] {
        case UInt8(ascii: "["):
            var index = introducer + 1
            while index < bytes.count {
                if (0x40...0x7E).contains(bytes[index]) { return index + 1 }
                index += 1
            }
            return nil
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            var index = introducer + 1
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B {
                    guard index + 1 < bytes.count else { return nil }
                    if bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                }
                index += 1
            }
            return nil
        case 0x20...0x2F:
            return introducer + 1 < bytes.count ? introducer + 2 : nil
        default:
            return introducer + 1
        }
    }
}
