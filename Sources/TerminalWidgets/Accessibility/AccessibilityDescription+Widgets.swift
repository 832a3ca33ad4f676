extension AccessibilityDescription {
    /// A position in words, "row 3 of 120", from a zero-based `index` among `count`; nil without one.
    public static func position(_ unit: String, index: Int?, count: Int) -> String? {
        guard let index, count > 0 else { return nil }
        return "\(unit) \(index + 1) of \(count)"
    }
}

extension View {
    /// The states every widget reports: "disabled" while it or an ancestor is disabled.
    var accessibilityStates: [String] { isEnabledInHierarchy ? [] : ["disabled"] }

    /// `first` when `condition` holds, else nothing, followed by the common states.
    func accessibilityStates(_ state: String, when condition: Bool) -> [String] {
        (condition ? [state] : []) + accessibilityStates
    }
}
