/// What one complete unit of input bytes stands for, before printable text is grouped into clusters.
enum InputToken: Equatable {
    /// A finished event.
    case event(Event)
    /// A printable scalar; consecutive ones are grouped into grapheme clusters.
    case text(Unicode.Scalar)
    /// A sequence that is understood (or malformed) but means nothing to the application.
    case ignored
    /// The start of a bracketed paste (`ESC[200~`).
    case pasteStart
    /// The start of an overlong control sequence: it and the rest of its parameters are dropped.
    case overlongSequence
    /// `ESC[row;columnR`: a cursor position report when one was asked for, otherwise the key some
    /// terminals send for a modified F3 (`ESC[1;2R` is Shift-F3).
    case positionOrFunctionKey(row: Int, column: Int)
    /// A reply that is never a key.
    case reply(TerminalReply)
}

/// The result of scanning at one position of the input buffer.
enum ScanResult: Equatable {
    /// A token made of `length` bytes.
    case token(InputToken, length: Int)
    /// The bytes so far are a valid prefix; wait for more (or for the timeout).
    case incomplete

    /// A key event of `length` bytes.
    static func key(_ key: Key, length: Int) -> ScanResult {
        .token(.event(.key(key)), length: length)
    }

    /// Swallowed bytes.
    static func ignored(length: Int) -> ScanResult {
        .token(.ignored, length: length)
    }
}
