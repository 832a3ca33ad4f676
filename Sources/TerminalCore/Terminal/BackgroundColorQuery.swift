/// The terminal's background colour, asked with OSC 11 (`ESC ] 11 ; ? BEL`). A terminal that knows it
/// answers `ESC ] 11 ; rgb:RRRR/GGGG/BBBB` (1 to 4 hex digits a component) ended by BEL or ST, which
/// the input parser turns into `TerminalReply.backgroundColor`, never into keys. Many terminals do not
/// answer at all, so a backend waits at most `timeout` for it (see `TerminalBackgroundReport`).
public enum BackgroundColorQuery {
    /// Asks for the background colour (`ESC ] 11 ; ? BEL`).
    public static let query: [UInt8] = Array("\u{1B}]11;?\u{07}".utf8)
    /// How long a backend waits for the answer before it takes the terminal for one that does not answer.
    public static let timeout: Duration = .milliseconds(150)

    /// The colour an OSC 11 reply's body names (the bytes after `ESC ]`, without the terminator):
    /// `11;rgb:R/G/B` with 1 to 4 hex digits a component (scaled to 8 bits), `11;rgba:R/G/B/A` (the
    /// alpha ignored) or `11;#rrggbb`; nil for any other body.
    public static func color(inReplyBody body: some Collection<UInt8>) -> Color? {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;") else { return nil }
        let value = text.dropFirst(3)
        if value.hasPrefix("#") { return hashColor(value.dropFirst()) }
        let parts: [Substring]
        if value.hasPrefix("rgb:") {
            parts = value.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 3 else { return nil }
        } else if value.hasPrefix("rgba:") {
            parts = Array(value.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false).prefix(3))
            guard parts.count == 3 else { return nil }
        } else {
            return nil
        }
        let components = parts.compactMap(component)
        guard components.count == 3 else { return nil }
        return .rgb(components[0], components[1], components[2])
    }

    /// One component of 1 to 4 hex digits, scaled to 0…255.
    private static func component(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), let value = UInt32(digits, radix: 16) else { return nil }
        let maximum = (UInt32(1) << (4 * UInt32(digits.count))) - 1
        return UInt8((value * 255 + maximum / 2) / maximum)
    }

    /// `rrggbb` (or `rgb`, each digit doubled).
    private static func hashColor(_ digits: Substring) -> Color? {
        guard digits.count == 6 || digits.count == 3 else { return nil }
        let width = digits.count / 3
        var components: [UInt8] = []
        var start = digits.startIndex
        for _ in 0..<3 {
            let end = digits.index(start, offsetBy: width)
            guard let value = component(digits[start..<end]) else { return nil }
            components.append(value)
            start = end
        }
        return .rgb(components[0], components[1], components[2])
    }
}
