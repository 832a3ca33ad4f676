/// One titled menu of a `MenuBar`: the title on the bar, the letter that opens it with Alt, and its items.
public struct Menu: Sendable {
    /// The title on the bar.
    public var title: String
    /// The letter that opens the menu with Alt (Alt-f for "File"); the title's first letter by default.
    public var mnemonic: Character?
    /// The rows of the menu.
    public var items: [MenuItem]

    /// A menu titled `title` holding `items`; `mnemonic` defaults to the title's first letter.
    public init(_ title: String, mnemonic: Character? = nil, items: [MenuItem]) {
        self.title = title
        self.mnemonic = mnemonic ?? title.first { $0.isLetter || $0.isNumber }
        self.items = items
    }
}
