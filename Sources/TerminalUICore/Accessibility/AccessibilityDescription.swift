/// What a view is to someone who does not read the screen: its role, label, value, state and position,
/// spoken as one plain line by the screen-reader mode ("Shops table, row 3 of 12: Zoë's, Books").
///
/// Every widget describes itself through `View.accessibilityDescription`; a view of your own
/// overrides it. An empty role means the view says nothing of its own (a plain container).
public struct AccessibilityDescription: Hashable, Sendable {
    /// What kind of thing the view is, in words: "button", "table", "text field", "dialog".
    public var role: String
    /// Its name: a form row's label, a panel's or dialog's title, a button's text ("" for none).
    public var label: String
    /// What it holds now: a field's text, a table row's cells, a switch's "on"; lines after the first
    /// are read as lines of their own (a help list).
    public var value: String
    /// Its states in words, as "selected", "checked", "disabled", "expanded".
    public var states: [String]
    /// Where the focus is inside it, as "row 3 of 120" (nil for none).
    public var position: String?

    /// Describes a view; every part but the role may be left out.
    public init(role: String, label: String = "", value: String = "", states: [String] = [], position: String? = nil) {
        self.role = role
        self.label = label
        self.value = value
        self.states = states
        self.position = position
    }

    /// The description as the lines it is read as: "label role, states, position: value" first, then
    /// the value's further lines; nothing when the role is empty.
    public var spokenLines: [String] {
        guard !role.isEmpty else { return [] }
        // Runs of spaces (a table's padding) are read as one.
        let valueLines = value.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: " ").joined(separator: " ")
        }
        var line = label.isEmpty ? role.prefix(1).uppercased() + role.dropFirst() : label + " " + role
        for part in states + (position.map { [$0] } ?? []) { line += ", " + part }
        if let first = valueLines.first, !first.isEmpty { line += ": " + first }
        return [line] + valueLines.dropFirst().filter { !$0.isEmpty }
    }
}
