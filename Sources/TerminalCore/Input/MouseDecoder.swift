/// Decodes mouse reports: SGR 1006 (`ESC[<b;x;yM` / `m`), urxvt 1015 (`ESC[b;x;yM`) and the legacy
/// X10 form (`ESC[M` followed by three raw bytes).
enum MouseDecoder {
    /// The SGR report in `sequence` (final `M` for press/motion, `m` for release).
    static func sgrEvent(_ sequence: ControlSequence) -> MouseEvent? {
        guard sequence.final == UInt8(ascii: "M") || sequence.final == UInt8(ascii: "m"),
            sequence.parameters.count == 3,
            let code = sequence.parameter(0), let column = sequence.parameter(1), let row = sequence.parameter(2)
        else { return nil }
        return event(code: code, column: column, row: row, isRelease: sequence.final == UInt8(ascii: "m"))
    }

    /// The urxvt 1015 report in `sequence` (the button code is offset by 32, as in X10).
    static func urxvtEvent(_ sequence: ControlSequence) -> MouseEvent? {
        guard let code = sequence.parameter(0), code >= 32,
            let column = sequence.parameter(1), let row = sequence.parameter(2)
        else { return nil }
        return event(code: code - 32, column: column, row: row, isRelease: false)
    }

    /// The X10 report whose ESC is at `index`: `ESC [ M b x y`, each of b, x, y offset by 32.
    static func scanX10(_ bytes: [UInt8], at index: Int) -> ScanResult {
        guard index + 5 < bytes.count else { return .incomplete }
        let code = Int(bytes[index + 3]) - 32
        let column = Int(bytes[index + 4]) - 32
        let row = Int(bytes[index + 5]) - 32
        guard code >= 0, let mouse = event(code: code, column: column, row: row, isRelease: false) else {
            return .ignored(length: 6)
        }
        return .token(.event(.mouse(mouse)), length: 6)
    }

    /// Builds an event from a button code and 1-based coordinates. In the legacy encodings a release
    /// is button code 3 and does not tell which button; it is reported as `.left`.
    static func event(code: Int, column: Int, row: Int, isRelease: Bool) -> MouseEvent? {
        let point = Point(x: max(0, column - 1), y: max(0, row - 1))
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let low = code & 3
        if code & 64 != 0 {
            guard code & 128 == 0 else { return nil }
            switch low {
            case 0: return .wheelUp(at: point, modifiers: modifiers)
            case 1: return .wheelDown(at: point, modifiers: modifiers)
            case 2: return .wheelLeft(at: point, modifiers: modifiers)
            default: return .wheelRight(at: point, modifiers: modifiers)
            }
        }
        let button: MouseButton?
        if code & 128 != 0 {
            button = .other(8 + low)
        } else {
            button = [MouseButton.left, .middle, .right, nil][low]
        }
        if code & 32 != 0 {
            guard let button else { return .move(at: point, modifiers: modifiers) }
            return .drag(button, at: point, modifiers: modifiers)
        }
        if isRelease { return .release(button ?? .left, at: point, modifiers: modifiers) }
        guard let button else { return .release(.left, at: point, modifiers: modifiers) }
        return .press(button, at: point, modifiers: modifiers)
    }
}
