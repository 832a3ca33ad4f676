/// Scans input that starts with ESC: CSI and SS3 sequences, terminal reports (OSC, DCS, APC),
/// Alt-prefixed keys and a lone Escape.
enum EscapeScanner {
    /// The longest OSC/DCS/APC string accepted before it is dropped as garbage.
    static let maximumStringLength = 4096

    /// Scans at `index`, where `bytes[index]` is ESC. With `atTimeout`, no more bytes will come for
    /// this sequence, so an incomplete prefix is resolved now.
    static func scan(_ bytes: [UInt8], at index: Int, atTimeout: Bool) -> ScanResult {
        guard index + 1 < bytes.count else { return atTimeout ? .key(.escape, length: 1) : .incomplete }
        let next = bytes[index + 1]
        let result: ScanResult
        switch next {
        case UInt8(ascii: "["): result = CSIScanner.scan(bytes, at: index)
        case UInt8(ascii: "O"): result = scanSS3(bytes, at: index)
        case 0x1B: result = scanDoubleEscape(bytes, at: index, atTimeout: atTimeout)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"): result = scanString(bytes, at: index)
        default: result = scanAltKey(bytes, at: index, atTimeout: atTimeout)
        }
        guard result == .incomplete, atTimeout else { return result }
        if bytes.count - index == 2, next >= 0x20, next < 0x7F {
            return .key(Key.alt(Character(Unicode.Scalar(next))), length: 2)
        }
        return .ignored(length: bytes.count - index)
    }

    /// `ESC O` sequences: arrows, Home/End and F1–F4 in application mode, rxvt's Ctrl-arrows and
    /// the application keypad; an optional modifier number may precede the final byte.
    private static func scanSS3(_ bytes: [UInt8], at index: Int) -> ScanResult {
        var position = index + 2
        while position < bytes.count, position - index < 10,
            (UInt8(ascii: "0")...UInt8(ascii: ";")).contains(bytes[position]), bytes[position] != UInt8(ascii: ":")
        {
            position += 1
        }
        guard position < bytes.count else { return .incomplete }
        let final = bytes[position]
        let length = position - index + 1
        let digits = bytes[(index + 2)..<position].split(separator: UInt8(ascii: ";")).last
        let number = digits.flatMap { Int(String(decoding: $0.prefix(6), as: UTF8.self)) }
        let modifiers = number.map(KeyModifiers.init(xtermParameter:)) ?? []
        if let code = KeySequenceTables.letterKey(final) {
            return .key(
                Key(code, modifiers: code == .backTab ? modifiers.subtracting(.shift) : modifiers), length: length)
        }
        if let code = KeySequenceTables.rxvtArrow(final) { return .key(Key(code, modifiers: .ctrl), length: length) }
        if let code = KeySequenceTables.keypadKey(final) {
            return .key(Key(code, modifiers: modifiers), length: length)
        }
        if (0x40...0x7E).contains(final) { return .ignored(length: length) }
        return .key(Key.alt("O"), length: 2)
    }

    /// `ESC ESC …`: Alt plus a CSI/SS3 key (rxvt's Alt-arrows), otherwise a plain Escape first.
    private static func scanDoubleEscape(_ bytes: [UInt8], at index: Int, atTimeout: Bool) -> ScanResult {
        guard index + 2 < bytes.count else { return atTimeout ? .key(.escape, length: 1) : .incomplete }
        let third = bytes[index + 2]
        guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else { return .key(.escape, length: 1) }
        let inner = scan(bytes, at: index + 1, atTimeout: atTimeout)
        switch inner {
        case .incomplete: return .incomplete
        case .token(.event(.key(let key)), let length) where length > 2 || atTimeout == false:
            return .key(key.with(.alt), length: length + 1)
        default: return .key(.escape, length: 1)
        }
    }

    /// Terminal reports (OSC `ESC]`, DCS `ESCP`, APC `ESC_`) are swallowed up to BEL or ST (`ESC\`).
    /// Only a body that starts the way reports do is taken as one; otherwise it is Alt plus the key.
    private static func scanString(_ bytes: [UInt8], at index: Int) -> ScanResult {
        let start = index + 2
        guard start < bytes.count else { return .incomplete }
        let introducer = bytes[index + 1]
        let first = bytes[start]
        let looksLikeReport: Bool
        switch introducer {
        case UInt8(ascii: "]"): looksLikeReport = (0x30...0x39).contains(first)
        case UInt8(ascii: "P"):
            looksLikeReport =
                (0x30...0x39).contains(first) || Array(">=|+!$").contains(Character(Unicode.Scalar(first)))
        default: looksLikeReport = first == UInt8(ascii: "G")
        }
        guard looksLikeReport else { return .key(Key.alt(Character(Unicode.Scalar(introducer))), length: 2) }
        var position = start
        while position < bytes.count {
            if position - index >= maximumStringLength { return .ignored(length: position - index) }
            switch bytes[position] {
            case 0x07: return stringResult(bytes, body: start..<position, introducer, length: position - index + 1)
            case 0x1B:
                guard position + 1 < bytes.count else { return .incomplete }
                let terminated = bytes[position + 1] == UInt8(ascii: "\\")
                guard terminated else { return .ignored(length: position - index) }
                return stringResult(bytes, body: start..<position, introducer, length: position - index + 2)
            case 0x00...0x1F: return .ignored(length: position - index)
            default: position += 1
            }
        }
        return .incomplete
    }

    /// A finished report: an OSC 11 answer becomes its reply, anything else is swallowed.
    private static func stringResult(
        _ bytes: [UInt8], body: Range<Int>, _ introducer: UInt8, length: Int
    ) -> ScanResult {
        guard introducer == UInt8(ascii: "]"),
            let color = BackgroundColorQuery.color(inReplyBody: bytes[body])
        else { return .ignored(length: length) }
        return .token(.reply(.backgroundColor(color)), length: length)
    }

    /// ESC followed by a key: that key with Alt (Alt-b, Alt-Backspace, Alt-Enter, Alt-é). Only one
    /// scalar is taken, so the result never depends on how the input was split into reads.
    private static func scanAltKey(_ bytes: [UInt8], at index: Int, atTimeout: Bool) -> ScanResult {
        let next = bytes[index + 1]
        if ControlKeys.isControl(next) { return .key(ControlKeys.key(for: next).with(.alt), length: 2) }
        switch UTF8Scanner.decode(bytes, at: index + 1) {
        case .incomplete:
            return atTimeout ? .key(.escape, length: 1) : .incomplete
        case .invalid:
            return .key(.escape, length: 1)
        case .scalar(let scalar, let length):
            guard !(0x80..<0xA0).contains(scalar.value) else { return .key(.escape, length: 1) }
            return .key(Key.alt(Character(scalar)), length: 1 + length)
        }
    }
}
