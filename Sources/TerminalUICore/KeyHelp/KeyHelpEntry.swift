/// One line of the help dialog: the keys that do one thing, and what they do.
public struct KeyHelpEntry: Hashable, Sendable {
    /// The keys' labels, e.g. `["←", "Ctrl-B"]`.
    public var keys: [String]
    /// What the keys do, e.g. `"Left"`.
    public var description: String

    /// An entry for `keys` doing `description`.
    public init(keys: [String], description: String) {
        self.keys = keys
        self.description = description
    }

    /// An entry for one key (or a group of keys described in one label, such as `"Letters"`).
    public init(_ key: String, _ description: String) {
        self.init(keys: [key], description: description)
    }

    /// The keys as the help dialog shows them: joined with `/`, a run of three or more consecutive
    /// digits or letters written as a range (`1–9`).
    public var keysLabel: String {
        var parts: [String] = []
        var index = keys.startIndex
        while index < keys.endIndex {
            var end = index
            while end + 1 < keys.endIndex, Self.follows(keys[end + 1], keys[end]) { end += 1 }
            if end - index >= 2 {
                parts.append("\(keys[index])–\(keys[end])")
            } else {
                parts.append(contentsOf: keys[index...end])
            }
            index = end + 1
        }
        return parts.joined(separator: "/")
    }

    /// Whether `label` is the single digit or letter right after `previous`.
    private static func follows(_ label: String, _ previous: String) -> Bool {
        guard label.unicodeScalars.count == 1, previous.unicodeScalars.count == 1,
            let scalar = label.unicodeScalars.first, let before = previous.unicodeScalars.first,
            scalar.properties.numericType != nil || scalar.properties.isAlphabetic,
            scalar.isASCII, before.isASCII
        else { return false }
        return scalar.value == before.value + 1
    }
}
