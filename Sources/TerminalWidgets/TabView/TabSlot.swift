/// What a `TabView` keeps for one tab: the tab, its content once made, and the view inside the
/// content that had the focus last.
@MainActor
final class TabSlot {
    var item: TabItem
    var content: View?
    weak var lastFocusedView: View?

    init(_ item: TabItem) {
        self.item = item
    }

    /// The content, made by the tab's factory on first use.
    func loadContent() -> View {
        if let content { return content }
        let made = item.makeContent()
        content = made
        return made
    }
}
