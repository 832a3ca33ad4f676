/// A group of the help dialog's lines: the keys of one responder (the focused widget, the screen, or
/// what works everywhere), under a title.
public struct KeyHelpSection: Hashable, Sendable {
    /// The heading, e.g. `"Text field"`, a screen's title, or `"General"`.
    public var title: String
    /// The keys, in the order the responder's table lists them.
    public var entries: [KeyHelpEntry]

    /// A section titled `title` holding `entries`.
    public init(title: String, entries: [KeyHelpEntry]) {
        self.title = title
        self.entries = entries
    }
}
