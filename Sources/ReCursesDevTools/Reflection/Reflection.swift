/// How the inspector reads any value through `Mirror`: its children with labels, and a summary.
enum Reflection {
    /// A labelled child of a value.
    struct Child {
        let label: String
        let value: Any
    }

    /// `value` without its optional wrappers (nil stays an `Optional<Any>.none`).
    static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first?.value else { return value }
        return unwrapped(wrapped)
    }

    /// Whether `value` is nil.
    static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }

    /// Whether `value` has children worth expanding.
    static func hasChildren(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct, .class, .tuple, .collection, .set, .dictionary, .enum: return !mirror.children.isEmpty
        default: return false
        }
    }

    /// The labelled children of `value`, read lazily: a collection's elements by index, a
    /// dictionary's values by key, an enum's payload under its case name.
    static func children(of value: Any) -> LazyMapSequence<Mirror.Children, Child> {
        let mirror = Mirror(reflecting: value)
        let style = mirror.displayStyle
        var offset = -1
        return mirror.children.lazy.map { child in
            offset += 1
            switch style {
            case .collection, .set:
                return Child(label: "[\(offset)]", value: child.value)
            case .dictionary:
                let pair = Array(Mirror(reflecting: child.value).children)
                let key = pair.first.map { keyText($0.value) } ?? "\(offset)"
                return Child(label: "[\(key)]", value: pair.count > 1 ? pair[1].value : child.value)
            case .enum:
                return Child(label: "." + (child.label ?? "payload"), value: child.value)
            case .tuple:
                let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(offset)"
                return Child(label: "." + label, value: child.value)
            default:
                return Child(label: child.label ?? "\(offset)", value: child.value)
            }
        }
    }

    /// A dictionary key as the path shows it (strings quoted).
    static func keyText(_ key: Any) -> String {
        key is String ? String(reflecting: key) : String(describing: key)
    }

    /// The longest summary, in characters.
    static let summaryLimit = 80

    /// `value` on one line: nil, a leaf's description (strings quoted), an enum's case, or the type
    /// and the number of children of a container.
    static func summary(of value: Any) -> String {
        if isNil(value) { return "nil" }
        let mirror = Mirror(reflecting: value)
        let typeName = String(describing: mirror.subjectType)
        let text: String
        switch mirror.displayStyle {
        case .collection, .set, .dictionary:
            let count = mirror.children.count
            text = "\(typeName) (\(count) \(count == 1 ? "element" : "elements"))"
        case .struct, .class, .tuple:
            text = mirror.children.isEmpty ? leafText(value) : typeName
        case .enum:
            let caseName = mirror.children.first?.label
            text = caseName.map { ".\($0)(…)" } ?? "." + leafText(value)
        default:
            text = leafText(value)
        }
        return oneLine(text)
    }

    /// A leaf value's description; strings and characters are quoted.
    static func leafText(_ value: Any) -> String {
        if value is String || value is Character || value is Substring { return String(reflecting: value) }
        return String(describing: value)
    }

    /// `text` on one line, cut to `summaryLimit` characters with "…".
    static func oneLine(_ text: String) -> String {
        var line = ""
        var length = 0
        for character in text {
            guard length < summaryLimit else {
                line.removeLast()
                return line + "…"
            }
            line.append(character.isNewline || character == "\t" ? " " : character)
            length += 1
        }
        return line
    }
}
