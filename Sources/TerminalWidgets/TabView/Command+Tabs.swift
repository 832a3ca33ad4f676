/// The commands of a `TabView`.
extension Command {
    /// Shows the next tab (after the last, the first).
    public static let nextTab = Command("nextTab")
    /// Shows the previous tab (before the first, the last).
    public static let previousTab = Command("previousTab")
    /// Shows the tab with the index given as the argument (0-based).
    public static let selectTab = Command("selectTab")
}
