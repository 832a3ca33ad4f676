/// Standard Base64 (RFC 4648, with `=` padding), as OSC 52 carries clipboard text.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The Base64 encoding of `bytes`, as ASCII bytes.
    package static func encode(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = iterator.next()
            let value = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            output.append(alphabet[Int(value >> 18 & 0x3F)])
            output.append(alphabet[Int(value >> 12 & 0x3F)])
            output.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(value >> 6 & 0x3F)])
            output.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(value & 0x3F)])
        }
        return output
    }

    /// The Base64 encoding of `text`'s UTF-8 bytes.
    package static func encode(_ text: String) -> String {
        String(decoding: encode(Array(text.utf8)), as: UTF8.self)
    }
}
