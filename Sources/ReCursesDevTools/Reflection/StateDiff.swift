/// The values that differ between two states, found by walking both through `Mirror` side by side:
/// struct and class fields by name, tuple elements by position, collection elements by index,
/// dictionary values by key, an enum's payload when both have the same case (a different case is
/// one change); optionals are looked through. Leaves compare by their description.
///
/// ```swift
/// let diff = StateDiff(from: before, to: after)
/// diff.changes      // [count: 2 → 3]
/// diff.isMarked(StatePath(["count"]))
/// ```
public struct StateDiff: Sendable {
    /// The changed values, in the order they were found (fields in declaration order).
    public private(set) var changes: [StateChange] = []
    /// Whether the walk stopped at `nodeLimit` before comparing everything.
    public private(set) var isTruncated = false
    /// The changed paths and every ancestor of one (what the tree marks).
    private var marked: Set<StatePath> = []
    private var visited = 0
    private let nodeLimit: Int

    /// The changes from `old` to `new`, visiting at most `nodeLimit` values of each.
    public init(from old: Any, to new: Any, nodeLimit: Int = 100_000) {
        self.nodeLimit = max(nodeLimit, 1)
        compare(old, new, at: StatePath())
    }

    /// No changes.
    public static let none = StateDiff(from: (), to: ())

    /// Whether `path` changed or lies above a change.
    public func isMarked(_ path: StatePath) -> Bool { marked.contains(path) }

    /// The change at exactly `path`, if any.
    public func change(at path: StatePath) -> StateChange? { changes.first { $0.path == path } }

    private mutating func compare(_ oldValue: Any, _ newValue: Any, at path: StatePath) {
        visited += 1
        guard visited <= nodeLimit else {
            isTruncated = true
            return
        }
        let old = Reflection.unwrapped(oldValue)
        let new = Reflection.unwrapped(newValue)
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        let style = oldMirror.displayStyle
        let comparable =
            style == newMirror.displayStyle && oldMirror.subjectType == newMirror.subjectType
            && Reflection.hasChildren(old) && Reflection.hasChildren(new) && style != .optional
        guard comparable else {
            if describe(old) != describe(new) { record(path, old: describe(old), new: describe(new)) }
            return
        }
        if style == .enum, oldMirror.children.first?.label != newMirror.children.first?.label {
            record(path, old: describe(old), new: describe(new))
            return
        }
        compareChildren(old, new, at: path, byLabel: style == .dictionary || style == .struct || style == .class)
    }

    private mutating func compareChildren(_ old: Any, _ new: Any, at path: StatePath, byLabel: Bool) {
        let oldChildren = Array(Reflection.children(of: old))
        let newChildren = Array(Reflection.children(of: new))
        if byLabel {
            var newByLabel: [String: Any] = [:]
            for child in newChildren { newByLabel[child.label] = child.value }
            var seen: Set<String> = []
            for child in oldChildren {
                seen.insert(child.label)
                if let other = newByLabel[child.label] {
                    compare(child.value, other, at: path.appending(child.label))
                } else {
                    record(path.appending(child.label), old: describe(child.value), new: "—")
                }
            }
            for child in newChildren where !seen.contains(child.label) {
                record(path.appending(child.label), old: "—", new: describe(child.value))
            }
            return
        }
        for index in 0..<max(oldChildren.count, newChildren.count) {
            switch (
                index < oldChildren.count ? oldChildren[index] : nil,
                index < newChildren.count ? newChildren[index] : nil
            ) {
            case (let before?, let after?): compare(before.value, after.value, at: path.appending(after.label))
            case (let before?, nil): record(path.appending(before.label), old: describe(before.value), new: "—")
            case (nil, let after?): record(path.appending(after.label), old: "—", new: describe(after.value))
            case (nil, nil): break
            }
        }
    }

    private func describe(_ value: Any) -> String {
        guard Reflection.hasChildren(value) else { return Reflection.summary(of: value) }
        return Reflection.oneLine(String(describing: value))
    }

    private mutating func record(_ path: StatePath, old: String, new: String) {
        changes.append(StateChange(path: path, old: old, new: new))
        var components = path.components
        marked.insert(path)
        while !components.isEmpty {
            components.removeLast()
            marked.insert(StatePath(components))
        }
    }
}
