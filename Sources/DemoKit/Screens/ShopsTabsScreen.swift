import ReCurses

/// ReRxSwift's TableAndCollection example as two tabs of one screen: the shops as a sectioned list
/// (Table) and as a grid (Collection), each a `ShopsScreen` made when its tab is first shown and
/// connected to the store only while its tab is shown.
final class ShopsTabsScreen: TabScreen {
    /// The tabs, in order.
    static let presentations: [ShopsScreen.Presentation] = [.table, .collection]

    /// A tab screen over `store`, opening on the tab of `presentation`.
    init(store: Store<AppState>, presentation: ShopsScreen.Presentation) {
        super.init(
            title: DemoExample.table.screenTitle,
            selectedIndex: Self.presentations.firstIndex(of: presentation) ?? 0)
        for tab in Self.presentations {
            addTab(tab == .table ? DemoExample.table.title : DemoExample.collection.title) {
                ShopsScreen(store: store, presentation: tab)
            }
        }
    }
}
