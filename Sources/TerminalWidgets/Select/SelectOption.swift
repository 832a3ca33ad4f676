/// One choice of a `Select`: the text shown for it and the value it stands for.
public struct SelectOption<Value> {
    /// The text shown in the closed select and in the list of options.
    public var title: String
    /// The value choosing this option selects.
    public var value: Value

    /// An option showing `title` that stands for `value`.
    public init(_ title: String, value: Value) {
        self.title = title
        self.value = value
    }
}

extension SelectOption: Sendable where Value: Sendable {}
extension SelectOption: Equatable where Value: Equatable {}

extension SelectOption where Value == String {
    /// An option whose value is its title.
    public init(_ title: String) {
        self.init(title, value: title)
    }
}
