/// How a note's title becomes its file name and back: `<title>.md`, with the characters a file name
/// cannot hold (`/`, NUL, control characters), `%` itself and a leading `.` written as `%XX` escapes
/// of their UTF-8 bytes. Everything else (CJK, emoji, spaces) stays as it is, so the files read well
/// in any file manager.
enum NoteFileName {
    /// The extension every note file has.
    static let fileExtension = ".md"
    /// The longest file name the file systems take, in bytes (`NAME_MAX`).
    static let maximumLength = 255

    /// The file name of a note titled `title`, or nil when it would be longer than `maximumLength`.
    static func fileName(forTitle title: String) -> String? {
        var name = ""
        for (offset, scalar) in title.unicodeScalars.enumerated() {
            let isLeadingDot = offset == 0 && scalar == "."
            if isLeadingDot || scalar == "/" || scalar == "%" || scalar.value < 0x20 || scalar.value == 0x7F {
                for byte in String(scalar).utf8 { name += escape(byte) }
            } else {
                name.unicodeScalars.append(scalar)
            }
        }
        name += fileExtension
        return name.utf8.count <= maximumLength ? name : nil
    }

    /// The title of the note in the file `fileName`, or nil when it is not a note file (no `.md`
    /// extension, hidden, or nothing before the extension). Escapes that do not decode stay as written.
    static func title(forFileName fileName: String) -> String? {
        guard fileName.hasSuffix(fileExtension), !fileName.hasPrefix(".") else { return nil }
        let stem = Array(fileName.utf8.dropLast(fileExtension.utf8.count))
        guard !stem.isEmpty else { return nil }
        var bytes: [UInt8] = []
        var index = 0
        while index < stem.count {
            if stem[index] == UInt8(ascii: "%"), index + 2 < stem.count,
                let high = hexValue(stem[index + 1]), let low = hexValue(stem[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(stem[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? String(decoding: stem, as: UTF8.self)
    }

    /// A title as the user typed it, tidied: spaces and line breaks at either end removed.
    static func tidy(_ title: String) -> String {
        String(title.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    private static func escape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
