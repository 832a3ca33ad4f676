extension Color {
    /// An RGB colour from "#RRGGBB", "RRGGBB", "#RGB" or "RGB" (hex digits in either case), or nil
    /// when the text is not such a colour.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit),
            let value = UInt32(digits, radix: 16)
        else { return nil }
        if digits.count == 3 {
            let r = UInt8((value >> 8) & 0xF)
            let g = UInt8((value >> 4) & 0xF)
            let b = UInt8(value & 0xF)
            self = .rgb(r * 17, g * 17, b * 17)
        } else {
            self = .rgb(UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
    }
}
