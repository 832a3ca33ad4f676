/// One key event in the Keyboard example's log: the key's name as the framework gives it
/// (`Key.label`: "Shift-Enter", "Ctrl-I", "Alt-X") and what kind of event it was.
struct KeyboardLogEntry: Codable, Equatable, Sendable {
    /// The key's label.
    let name: String
    /// A press, a repeat or a release.
    let kind: KeyEventKind
}
