/// Breaks text into lines for `Label`: explicit newlines always break; with a width, lines are
/// wrapped at spaces, between wide (CJK) characters, and inside words longer than the width.
enum LabelWrapping {
    /// The paragraphs of `text` (split at newlines, control characters made visible).
    static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var paragraph = String(line)
            if paragraph.hasSuffix("\r") { paragraph.removeLast() }
            return paragraph.sanitizedForTerminal()
        }
    }

    /// `text` wrapped into lines at most `width` columns wide; no lines when `width` is not positive.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        return paragraphs(text).flatMap { wrapParagraph($0, width: width) }
    }

    private enum Token {
        case space(String)
        case word(String)
    }

    private static func tokens(_ paragraph: String) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        for character in paragraph {
            if character == " " {
                if !word.isEmpty {
                    tokens.append(.word(word))
                    word = ""
                }
                tokens.append(.space(" "))
            } else if character.displayWidth >= 2 {
                if !word.isEmpty {
                    tokens.append(.word(word))
                    word = ""
                }
                tokens.append(.word(String(character)))
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { tokens.append(.word(word)) }
        return tokens
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpaces = ""
        func finishLine() {
            lines.append(line)
            line = ""
            lineWidth = 0
            pendingSpaces = ""
        }
        for token in tokens(paragraph) {
            switch token {
            case .space(let space):
                pendingSpaces += space
            case .word(let word):
                let wordWidth = word.displayWidth
                if lineWidth + pendingSpaces.count + wordWidth <= width {
                    line += pendingSpaces + word
                    lineWidth += pendingSpaces.count + wordWidth
                    pendingSpaces = ""
                    continue
                }
                if lineWidth > 0 { finishLine() }
                pendingSpaces = ""
                for character in word {
                    let characterWidth = max(1, character.displayWidth)
                    if lineWidth + characterWidth > width, lineWidth > 0 { finishLine() }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
