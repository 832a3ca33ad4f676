/// Scans and interprets `ESC [` sequences.
enum CSIScanner {
    /// The longest sequence accepted; anything longer is swallowed as garbage.
    static let maximumLength = 64

    /// Scans the CSI sequence whose ESC is at `index` (the `[` is at `index + 1`).
    static func scan(_ bytes: [UInt8], at index: Int) -> ScanResult {
        let start = index + 2
        guard start < bytes.count else { return .incomplete }
        if bytes[start] == UInt8(ascii: "[") { return scanLinuxFunctionKey(bytes, at: index) }
        if bytes[start] == UInt8(ascii: "M") { return MouseDecoder.scanX10(bytes, at: index) }
        var position = start
        var parameterEnd = start
        var intermediates: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if position - index >= maximumLength { return .token(.overlongSequence, length: position - index) }
            switch byte {
            case 0x30...0x3F where intermediates.isEmpty:
                position += 1
                parameterEnd = position
            case UInt8(ascii: "$")
            where intermediates.isEmpty && parameterEnd > start
                && bytes[start..<parameterEnd].allSatisfy({ (0x30...0x39).contains($0) }):
                return interpret(
                    bytes, index: index, start: start, parameterEnd: parameterEnd, intermediates: [], final: byte,
                    end: position)
            case 0x20...0x2F:
                intermediates.append(byte)
                position += 1
            case 0x40...0x7E:
                return interpret(
                    bytes, index: index, start: start, parameterEnd: parameterEnd,
                    intermediates: intermediates, final: byte, end: position)
            default:
                if position == start { return .key(Key.alt("["), length: 2) }
                return .ignored(length: position - index)
            }
        }
        return .incomplete
    }

    private static func interpret(
        _ bytes: [UInt8], index: Int, start: Int, parameterEnd: Int,
        intermediates: [UInt8], final: UInt8, end: Int
    ) -> ScanResult {
        let sequence = ControlSequence(
            parameterBytes: bytes[start..<parameterEnd], intermediates: intermediates, final: final)
        let length = end - index + 1
        guard let token = token(for: sequence) else { return .ignored(length: length) }
        return .token(token, length: length)
    }

    /// What a complete sequence means, or nil when it means nothing to the application.
    static func token(for sequence: ControlSequence) -> InputToken? {
        if sequence.privateMarker == UInt8(ascii: "<") {
            return MouseDecoder.sgrEvent(sequence).map { .event(.mouse($0)) }
        }
        if sequence.privateMarker == UInt8(ascii: "?"), sequence.final == UInt8(ascii: "c") {
            return .reply(.deviceAttributes)
        }
        if sequence.privateMarker == UInt8(ascii: "?"), sequence.intermediates == [UInt8(ascii: "$")],
            sequence.final == UInt8(ascii: "y")
        {
            guard let mode = sequence.parameter(0) else { return nil }
            return .reply(.modeStatus(mode: mode, status: sequence.parameter(1) ?? 0))
        }
        if sequence.privateMarker == UInt8(ascii: "?"), sequence.final == UInt8(ascii: "u"),
            sequence.intermediates.isEmpty
        {
            return .reply(.keyboardFlags(sequence.parameter(0) ?? 0))
        }
        if sequence.final == UInt8(ascii: "R"), sequence.privateMarker == nil, sequence.intermediates.isEmpty,
            sequence.parameters.count == 2, let row = sequence.parameter(0), let column = sequence.parameter(1)
        {
            return .positionOrFunctionKey(row: row, column: column)
        }
        guard sequence.privateMarker == nil, sequence.intermediates.isEmpty else { return nil }
        switch sequence.final {
        case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            return numberedToken(sequence)
        case UInt8(ascii: "u"):
            guard let code = sequence.parameter(0),
                let key = KeySequenceTables.codePointKey(
                    code, shifted: sequence.shiftedKey, modifiers: sequence.modifiers(at: 1))
            else { return nil }
            return keyToken(key, eventType: sequence.eventType)
        case UInt8(ascii: "I") where sequence.parameters.isEmpty:
            return .event(.terminalFocus(true))
        case UInt8(ascii: "O") where sequence.parameters.isEmpty:
            return .event(.terminalFocus(false))
        case UInt8(ascii: "M") where sequence.parameters.count == 3:
            return MouseDecoder.urxvtEvent(sequence).map { .event(.mouse($0)) }
        default:
            if let code = KeySequenceTables.letterKey(sequence.final) {
                var modifiers = sequence.parameters.count >= 2 ? sequence.modifiers(at: 1) : []
                if code == .backTab { modifiers.remove(.shift) }
                return keyToken(Key(code, modifiers: modifiers), eventType: sequence.eventType)
            }
            if let code = KeySequenceTables.rxvtArrow(sequence.final), sequence.parameters.isEmpty {
                return .event(.key(Key(code, modifiers: .shift)))
            }
            return nil
        }
    }

    /// `ESC[n~` keys with xterm modifiers, rxvt's `$` (Shift), `^` (Ctrl) and `@` (Ctrl-Shift)
    /// suffixes, the paste start marker and xterm's modifyOtherKeys form `ESC[27;mods;code~`.
    private static func numberedToken(_ sequence: ControlSequence) -> InputToken? {
        guard let number = sequence.parameter(0) else { return nil }
        var modifiers: KeyModifiers
        switch sequence.final {
        case UInt8(ascii: "$"): modifiers = .shift
        case UInt8(ascii: "^"): modifiers = .ctrl
        case UInt8(ascii: "@"): modifiers = [.ctrl, .shift]
        default: modifiers = sequence.modifiers(at: 1)
        }
        if number == 200 && sequence.final == UInt8(ascii: "~") { return .pasteStart }
        if number == 27, sequence.final == UInt8(ascii: "~"), let code = sequence.parameter(2) {
            return KeySequenceTables.codePointKey(code, modifiers: sequence.modifiers(at: 1)).map { .event(.key($0)) }
        }
        guard let code = KeySequenceTables.tildeKey(number) else { return nil }
        if sequence.parameters.count > 2 { modifiers = [] }
        return keyToken(Key(code, modifiers: modifiers), eventType: sequence.eventType)
    }

    /// A key event of the kitty keyboard protocol's `eventType`: a repeat (2) and a release (3)
    /// are their own events; a press (1, none given, or any other number) is a key press.
    private static func keyToken(_ key: Key, eventType: Int?) -> InputToken {
        switch eventType {
        case 2: .event(.keyRepeat(key))
        case 3: .event(.keyRelease(key))
        default: .event(.key(key))
        }
    }

    /// The linux console's `ESC[[A` … `ESC[[E` (F1–F5).
    private static func scanLinuxFunctionKey(_ bytes: [UInt8], at index: Int) -> ScanResult {
        guard index + 3 < bytes.count else { return .incomplete }
        let final = bytes[index + 3]
        switch final {
        case UInt8(ascii: "A")...UInt8(ascii: "E"):
            return .key(Key(.function(Int(final - UInt8(ascii: "A")) + 1)), length: 4)
        case 0x40...0x7E:
            return .ignored(length: 4)
        default:
            return .ignored(length: 3)
        }
    }
}
