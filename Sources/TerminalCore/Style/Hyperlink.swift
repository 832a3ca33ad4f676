/// A URL that a terminal makes clickable on the cells that carry it (OSC 8), set on a `Style`.
///
/// A link is held as a small number into a table of URLs every cell shares, so cells stay plain
/// 16-byte values and comparing two frames compares links without reading any URL. The URL is made
/// safe when the link is created: anything outside printable ASCII (a control character, an escape,
/// a space, a non-ASCII letter) is percent-encoded, so no URL can end the sequence early or write
/// anything to the screen, and a URL longer than `maximumLength` bytes once encoded makes no link.
public struct Hyperlink: Hashable, Sendable {
    /// The link's number in the shared table (never 0: a cell stores 0 for no link).
    let code: UInt16

    /// The most bytes a link's URL holds once made safe (terminals ignore longer ones).
    public static let maximumLength = 2048

    /// The link to `url` made safe; nil when it is empty, too long, or the table of links is full.
    public init?(_ url: String) {
        guard let safe = Self.sanitized(url), let code = HyperlinkTable.shared.code(of: safe) else { return nil }
        self.code = code
    }

    /// A link from a code the table handed out.
    init(code: UInt16) {
        self.code = code
    }

    /// The URL as written to the terminal (made safe).
    public var url: String {
        String(decoding: HyperlinkTable.shared.bytes(of: code), as: UTF8.self)
    }

    /// `url`'s UTF-8 bytes with every byte outside 0x21–0x7E percent-encoded; nil when empty or
    /// longer than `maximumLength` afterwards.
    static func sanitized(_ url: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for byte in url.utf8 {
            if byte > 0x20, byte < 0x7F {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
            if bytes.count > maximumLength { return nil }
        }
        return bytes.isEmpty ? nil : bytes
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
