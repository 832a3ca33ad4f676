/// A parsed CSI sequence: `ESC [` prefix? parameters intermediates final.
struct ControlSequence: Equatable {
    /// A private-marker byte before the parameters (`<`, `=`, `>`, `?`), if any.
    var privateMarker: UInt8?
    /// The `;`-separated numeric parameters (only the part before any `:`); nil for an empty field.
    var parameters: [Int?]
    /// Intermediate bytes (0x20–0x2F).
    var intermediates: [UInt8]
    /// The first sub-parameter of the first field (`97:65;…`): the kitty keyboard protocol's shifted key.
    var shiftedKey: Int?
    /// The first sub-parameter of the second field (`…;5:3`): the kitty keyboard protocol's event
    /// type (1 press, 2 repeat, 3 release).
    var eventType: Int?
    /// The final byte.
    var final: UInt8

    /// Parses the parameter bytes of a sequence.
    init(parameterBytes: ArraySlice<UInt8>, intermediates: [UInt8], final: UInt8) {
        var bytes = parameterBytes
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            privateMarker = first
            bytes = bytes.dropFirst()
        } else {
            privateMarker = nil
        }
        var fields: [Int?] = []
        var current: Int?
        var subParameter = 0
        var firstSubParameter: Int?
        var shiftedKey: Int?
        var eventType: Int?
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"):
                Self.keep(firstSubParameter, ofField: fields.count, shiftedKey: &shiftedKey, eventType: &eventType)
                fields.append(current)
                current = nil
                subParameter = 0
                firstSubParameter = nil
            case UInt8(ascii: ":"):
                subParameter += 1
            case UInt8(ascii: "0")...UInt8(ascii: "9") where subParameter == 0:
                current = min(1_000_000, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "0")...UInt8(ascii: "9") where subParameter == 1:
                firstSubParameter = min(1_000_000, (firstSubParameter ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            default:
                break
            }
        }
        Self.keep(firstSubParameter, ofField: fields.count, shiftedKey: &shiftedKey, eventType: &eventType)
        self.shiftedKey = shiftedKey
        self.eventType = eventType
        fields.append(current)
        parameters = bytes.isEmpty ? [] : fields
        self.intermediates = intermediates
        self.final = final
    }

    /// Keeps the first sub-parameter of field `field` where the kitty keyboard protocol puts one.
    private static func keep(_ value: Int?, ofField field: Int, shiftedKey: inout Int?, eventType: inout Int?) {
        if field == 0 {
            shiftedKey = value
        } else if field == 1 {
            eventType = value
        }
    }

    /// The parameter at `index`, or nil when absent or empty.
    func parameter(_ index: Int) -> Int? {
        index < parameters.count ? parameters[index] : nil
    }

    /// The xterm modifiers carried in parameter `index` (`;2` Shift … `;8` Ctrl-Alt-Shift).
    func modifiers(at index: Int) -> KeyModifiers {
        parameter(index).map(KeyModifiers.init(xtermParameter:)) ?? []
    }
}
