import ReCurses

/// The Screens panel: the navigation stack and its modals, bottom first, each with its connection
/// state and the number of bindings it keeps alive, under the store's subscriber count.
@MainActor
final class ScreensPanel: View {
    let caption = Label()
    let table = DataTable<ScreenRow>(columns: [
        DataTableColumn("Screen", width: .fit(max: 30)) { $0.title },
        DataTableColumn("Type", width: .fraction(1)) { $0.type },
        DataTableColumn("Place", width: .fit()) { $0.place },
        DataTableColumn("Connection", width: .fit()) { $0.connection },
        DataTableColumn("Bindings", width: .fit(), alignment: .trailing) { $0.bindings },
    ])

    override init() {
        super.init()
        caption.themeStyle = \.hint
        table.allowsTypeToSearch = false
        addSubview(caption)
        addSubview(table)
    }

    /// Shows the screens of `navigation` and the store's `subscriberCount` (nil without a store);
    /// nothing is redrawn when nothing changed.
    func update(navigation: NavigationStack, subscriberCount: Int?) {
        var rows: [ScreenRow] = []
        for screen in navigation.screens { rows.append(ScreenRow(screen: screen, id: rows.count, place: "stack")) }
        for screen in navigation.modalScreens { rows.append(ScreenRow(screen: screen, id: rows.count, place: "modal")) }
        let text = subscriberCount.map { "Store subscribers: \($0)" } ?? "No store"
        if caption.text != text { caption.text = text }
        if table.rows != rows { table.rows = rows }
    }

    override func layoutSubviews() {
        let width = bounds.width
        let captionHeight = bounds.height >= 2 ? 1 : 0
        caption.isHidden = captionHeight == 0
        caption.frame = Rect(x: 0, y: 0, width: width, height: captionHeight)
        table.frame = Rect(x: 0, y: captionHeight, width: width, height: bounds.height - captionHeight)
    }
}
