/// How a card's title is kept tidy.
enum BoardTitle {
    /// The most characters a title keeps.
    static let maximumLength = 60

    /// `text` on one line, trimmed, at most `maximumLength` characters.
    static func cleaned(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let trimmed = line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return String(String(trimmed).prefix(maximumLength))
    }
}
