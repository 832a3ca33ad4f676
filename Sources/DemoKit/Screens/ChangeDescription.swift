/// How the Consumers example writes one change a state consumer saw.
enum ChangeDescription {
    /// `name: old → new`, or `name: new (first state)` when there is no old value yet.
    static func line(_ name: String, old: String?, new: String) -> String {
        guard let old else { return "\(name): \(new) (first state)" }
        return "\(name): \(old) → \(new)"
    }

    /// An optional string as the log shows it: quoted, or `nil`.
    static func text(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "nil"
    }

    /// A list of strings as the log shows it: `[a, b]`.
    static func list(_ values: [String]) -> String {
        "[" + values.joined(separator: ", ") + "]"
    }
}
