/// A parsed CSI sequence: `ESC [` prefix? parameters intermediates final.
struct ControlSequence: Equatable {
    /// A private-marker byte before the parameters (`<`, `=`, `>`, `?`), if any.
    var privateMarker: UInt8?
    /// The `;`-separated numeric parameters (only the part before any `:`); nil for an empty field.
    var parameters: [Int?]
    /// Intermediate bytes (0x20–0x2F).
    var intermediates: [UInt8]
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
        var inSubParameter = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"):
                fields.append(current)
                current = nil
                inSubParameter = false
            case UInt8(ascii: ":"):
                inSubParameter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !inSubParameter:
                current = min(1_000_000, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            default:
                break
            }
        }
        fields.append(current)
        parameters = bytes.isEmpty ? [] : fields
        self.intermediates = intermediates
        self.final = final
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
