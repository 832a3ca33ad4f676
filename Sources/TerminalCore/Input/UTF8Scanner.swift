/// Decodes one UTF-8 scalar at a time from a byte buffer, following the Unicode "maximal subpart"
/// practice: every ill-formed subsequence (overlong form, surrogate, value above U+10FFFF, stray
/// continuation byte, truncated sequence) becomes one U+FFFD and decoding resumes right after it.
enum UTF8Scanner {
    /// The outcome of decoding at one position.
    enum Result: Equatable {
        /// A well-formed scalar of `length` bytes.
        case scalar(Unicode.Scalar, length: Int)
        /// An ill-formed subsequence of `length` bytes, to be replaced by U+FFFD.
        case invalid(length: Int)
        /// A well-formed prefix that needs more bytes.
        case incomplete
    }

    /// Decodes the scalar that starts at `index`.
    static func decode(_ bytes: [UInt8], at index: Int) -> Result {
        let lead = bytes[index]
        if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: return .invalid(length: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < bytes.count else { return .incomplete }
            let byte = bytes[index + offset]
            let range = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(byte) else { return .invalid(length: offset) }
            value = (value << 6) | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
        return .scalar(scalar, length: length)
    }
}
