/// One value of a state, as the inspector's tree shows it: its label, a one-line summary, and its
/// children worked out through `Mirror` only when asked for (a node expands).
public struct StateNode: Identifiable {
    /// Where the value sits; also the node's identity, so expansion survives a new state.
    public let path: StatePath
    /// The label its parent gives it (`count`, `[3]`, `["key"]`, `.loaded`); "state" for the root.
    public let label: String
    /// The value (an optional is unwrapped; nil stays nil).
    public let value: Any
    /// For the "… n more" node that stands for children left out: how many.
    public let omittedCount: Int

    /// The node's identity: its path.
    public var id: StatePath { path }

    /// A node for `value` at `path`, labelled `label`.
    public init(value: Any, path: StatePath = StatePath(), label: String? = nil) {
        self.value = Reflection.unwrapped(value)
        self.path = path
        self.label = label ?? path.components.last ?? "state"
        omittedCount = 0
    }

    private init(omitted count: Int, path: StatePath) {
        value = ()
        self.path = path
        label = "… \(count) more"
        omittedCount = count
    }

    /// Whether the value has children to show (a struct, class, enum payload, tuple, collection or
    /// dictionary that is not empty).
    public var hasChildren: Bool { omittedCount == 0 && Reflection.hasChildren(value) }

    /// The value on one line: a leaf's description (strings quoted), or the type and element count.
    public var summary: String { omittedCount > 0 ? "" : Reflection.summary(of: value) }

    /// The children, at most `limit` of them; a last "… n more" node stands for the rest.
    public func children(limit: Int = StateNode.childLimit) -> [StateNode] {
        guard omittedCount == 0 else { return [] }
        var nodes: [StateNode] = []
        var total = 0
        for child in Reflection.children(of: value) {
            total += 1
            guard nodes.count < limit else { continue }
            nodes.append(StateNode(value: child.value, path: path.appending(child.label)))
        }
        if total > limit { nodes.append(StateNode(omitted: total - limit, path: path.appending("…"))) }
        return nodes
    }

    /// How many children a node shows before "… n more".
    public static let childLimit = 100
}
