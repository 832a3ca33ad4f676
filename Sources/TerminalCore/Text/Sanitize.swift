extension Character {
    /// This cluster made safe to put on a terminal: control characters become a visible symbol
    /// (tab a space, line breaks "␤", other C0 controls their control picture such as "␛", C1
    /// controls "�"); clusters that draw nothing become the empty string; anything else is unchanged.
    public var sanitizedForTerminal: String {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return "" }
        if first.value >= 0x20 && first.value < 0x7F && utf8.count == 1 { return String(self) }
        if TerminalGlyph.isControl(first) { return TerminalGlyph.replacement(forControl: first) }
        if TerminalGlyph.isZeroWidth(first) { return "" }
        return String(self)
    }
}

extension String {
    /// The string made safe to put on a terminal, cluster by cluster (see `Character.sanitizedForTerminal`):
    /// no control character, tab or escape byte ever reaches the screen raw, and the result's
    /// `displayWidth` equals this string's.
    public func sanitizedForTerminal() -> String {
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            result += character.sanitizedForTerminal
        }
        return result
    }
}
