/// Where a value sits inside a state: the labels from the root down (`count`, `items`, `[3]`,
/// `["key"]`, `.loaded`). The root's path is empty.
public struct StatePath: Hashable, Sendable, CustomStringConvertible, Comparable {
    /// The labels from the root down.
    public var components: [String]

    /// A path of `components`.
    public init(_ components: [String] = []) {
        self.components = components
    }

    /// The path one level further down, at `label`.
    public func appending(_ label: String) -> StatePath {
        StatePath(components + [label])
    }

    /// Whether `other` is this path or lies below it.
    public func contains(_ other: StatePath) -> Bool {
        other.components.count >= components.count && Array(other.components.prefix(components.count)) == components
    }

    /// The labels joined as Swift would write them (`items[3].name`); "state" for the root.
    public var description: String {
        guard !components.isEmpty else { return "state" }
        var text = ""
        for component in components {
            if component.hasPrefix("[") || component.hasPrefix(".") || text.isEmpty {
                text += component
            } else {
                text += "." + component
            }
        }
        return text
    }

    /// Orders paths by their description.
    public static func < (lhs: StatePath, rhs: StatePath) -> Bool { lhs.description < rhs.description }
}
