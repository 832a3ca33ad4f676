/// What the help dialog says a command does when no binding of it says so.
extension Command {
    /// Words for the built-in commands ("Page down", "Cut to the end"); for any other command its
    /// name split into words ("moveWordLeft" → "Move word left"). A command carrying an argument
    /// adds it, counted from 1 ("Select 3").
    public var helpText: String {
        let text = Self.builtInHelpTexts[name] ?? Self.words(fromName: name)
        guard let argument else { return text }
        return "\(text) \(argument &+ 1)"
    }

    private static let builtInHelpTexts: [String: String] = [
        "activate": "Activate", "toggle": "Toggle", "mark": "Mark or unmark", "select": "Select",
        "increment": "Increase", "decrement": "Decrease", "incrementPage": "Increase by a page",
        "decrementPage": "Decrease by a page", "moveUp": "Up", "moveDown": "Down", "moveLeft": "Left",
        "moveRight": "Right", "pageUp": "Page up", "pageDown": "Page down", "moveToStart": "To the start",
        "moveToEnd": "To the end", "focusNext": "Focus next", "focusPrevious": "Focus previous",
        "submit": "Submit", "back": "Back", "help": "Keys", "quit": "Quit",
        "moveWordLeft": "Word left", "moveWordRight": "Word right", "deleteBackward": "Delete backward",
        "deleteForward": "Delete forward", "killToEnd": "Cut to the end", "killToStart": "Cut to the start",
        "killWhitespaceWordBackward": "Cut to whitespace", "killWordBackward": "Cut word backward",
        "killWordForward": "Cut word forward", "yank": "Paste the last cut", "yankPop": "Paste an older cut",
        "undo": "Undo", "redo": "Redo",
    ]

    /// `"moveWordLeft"` → `"Move word left"`, `"showURLBar"` → `"Show URL bar"`, `"reverse-list"` →
    /// `"Reverse list"`.
    static func words(fromName name: String) -> String {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if "_-. ".contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, index > 0, !current.isEmpty {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        let lowered = words.map { word in word.count > 1 && word.allSatisfy(\.isUppercase) ? word : word.lowercased() }
        guard let first = lowered.first else { return name }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + lowered.dropFirst()).joined(separator: " ")
    }
}
