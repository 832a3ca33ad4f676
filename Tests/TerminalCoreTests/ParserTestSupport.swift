import TerminalCore

/// Parses bytes with a fresh parser, all at once (or in chunks of `chunk` bytes), then lets every
/// timeout pass.
func parse(_ bytes: [UInt8], chunk: Int? = nil) -> [Event] {
    var parser = InputParser()
    var events: [Event] = []
    if let chunk {
        var index = 0
        while index < bytes.count {
            events += parser.feed(bytes[index..<min(bytes.count, index + chunk)], at: .zero)
            index += chunk
        }
    } else {
        events = parser.feed(bytes, at: .zero)
    }
    return events + parser.flush(at: .seconds(60))
}

/// Parses a string's UTF-8 bytes (escape sequences written with `\u{1B}`).
func parse(_ text: String, chunk: Int? = nil) -> [Event] {
    parse(Array(text.utf8), chunk: chunk)
}

/// A key event for a character.
func char(_ character: Character, _ modifiers: KeyModifiers = []) -> Event {
    .key(Key(.character(character), modifiers: modifiers))
}

/// A key event.
func key(_ code: KeyCode, _ modifiers: KeyModifiers = []) -> Event {
    .key(Key(code, modifiers: modifiers))
}
