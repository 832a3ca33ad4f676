extension Character {
    /// The number of terminal columns this grapheme cluster occupies once sanitized for the terminal:
    /// 2 for CJK, fullwidth forms and emoji (including ZWJ sequences, flags, keycaps and VS16 emoji),
    /// 1 for other printable clusters and for control characters (they are drawn as a visible symbol,
    /// see `sanitizedForTerminal()`), 0 for clusters that draw nothing (lone combining marks, format
    /// characters such as U+200B).
    public var displayWidth: Int {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value >= 0x20 && first.value < 0x7F && utf8.count == 1 { return 1 }
        return TerminalGlyph.width(of: scalars)
    }
}

extension String {
    /// Whether the text is wider than `columns` (it would be cut there), found without measuring more
    /// of it than that: printable ASCII is judged from its first `columns + 1` bytes.
    public func isWider(than columns: Int) -> Bool {
        let limit = max(0, columns)
        let asciiAnswer = utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            let scanned = min(bytes.count, limit &+ 1)
            for index in 0..<scanned where bytes[index] &- 0x20 >= 0x5F { return nil }
            return bytes.count > limit
        }
        if let asciiAnswer = asciiAnswer ?? nil { return asciiAnswer }
        var total = 0
        for character in self {
            total &+= character.displayWidth
            if total > limit { return true }
        }
        return false
    }
}

extension StringProtocol {
    /// The number of terminal columns the text occupies, the sum of its clusters' `displayWidth`.
    public var displayWidth: Int {
        let asciiWidth = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            for byte in bytes where byte &- 0x20 >= 0x5F { return nil }
            return bytes.count
        }
        if let asciiWidth = asciiWidth ?? nil { return asciiWidth }
        var total = 0
        for character in self {
            total &+= character.displayWidth
        }
        return total
    }
}
