/// The rules that decide how a grapheme cluster is shown on a terminal: its width and its safe replacement.
enum TerminalGlyph {
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let textPresentationSelector: UInt32 = 0xFE0E
    static let emojiPresentationSelector: UInt32 = 0xFE0F

    /// The width of a cluster given by its scalars (see `Character.displayWidth`).
    static func width(of scalars: Character.UnicodeScalarView) -> Int {
        guard let first = scalars.first else { return 0 }
        if isControl(first) { return 1 }
        if isZeroWidth(first) { return 0 }
        var hasTextSelector = false
        var hasEmojiSelector = false
        var hasEmojiPresentation = false
        var count = 0
        for scalar in scalars {
            count += 1
            switch scalar.value {
            case textPresentationSelector: hasTextSelector = true
            case emojiPresentationSelector: hasEmojiSelector = true
            default: if scalar.properties.isEmojiPresentation { hasEmojiPresentation = true }
            }
        }
        if WideCharacterTable.contains(first.value) { return 2 }
        if hasEmojiSelector && first.properties.isEmoji { return 2 }
        if hasTextSelector && count == 2 { return 1 }
        if hasEmojiPresentation { return 2 }
        return 1
    }

    /// Scalars that are one printable column on their own, known without looking up Unicode
    /// properties: printable ASCII, Latin-1 to spacing modifier letters (U+00A0–U+02FF), dashes,
    /// quotes, bullets and "…" (U+2010–U+2027), box drawing and block elements (U+2500–U+259F).
    static func isKnownNarrow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x2010..<0x2028, 0x2500..<0x25A0: return true
        default: return false
        }
    }

    /// C0 controls, DEL and C1 controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// Scalars that draw nothing when they start a cluster: combining marks, format characters
    /// (zero-width space, joiners, bidi controls), variation selectors and unassigned-surrogate cases.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return scalar.value != 0x00AD
        default: return scalar.properties.isVariationSelector || scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    /// What a control cluster is drawn as: a space for tab, the "newline" symbol for line breaks,
    /// the Unicode control picture for other C0 controls and DEL, U+FFFD for C1 controls.
    static func replacement(forControl scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: return " "
        case 0x0A, 0x0D: return "\u{2424}"
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: return "\u{2421}"
        default: return "\u{FFFD}"
        }
    }
}
