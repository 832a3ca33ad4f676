/// What the help dialog says a command does when no binding of it says so.
extension Command {
    /// The help the command was declared with ("Page down", "Cut to the end"), else its name split
    /// into words ("moveWordLeft" → "Move word left"). A command carrying an argument adds it,
    /// counted from 1 ("Select 3").
    public var helpText: String {
        let text = help.isEmpty ? Self.words(fromName: name) : help
        guard let argument else { return text }
        return "\(text) \(argument &+ 1)"
    }

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
