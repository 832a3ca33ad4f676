/// One tab of a `TabView`: its title and the factory of its content, which runs once, the first
/// time the tab is shown.
public struct TabItem {
    /// The title on the tab strip.
    public var title: String
    /// Makes the tab's content view.
    public let makeContent: @MainActor () -> View

    /// A tab titled `title` whose content `makeContent` makes when the tab is first shown.
    public init(_ title: String, content makeContent: @escaping @MainActor () -> View) {
        self.title = title
        self.makeContent = makeContent
    }
}
