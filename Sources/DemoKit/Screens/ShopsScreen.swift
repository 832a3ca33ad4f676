import ReCurses

/// ReRxSwift's TableAndCollection example: the shop categories as a sectioned list (`.table`) or
/// as a grid that reflows with the width (`.collection`). Reverse (`r` or the button) reverses the
/// categories and the shops in each; the selection stays on the same shop.
final class ShopsScreen: Screen, Connectable {
    /// How the shops are shown.
    enum Presentation {
        /// A sectioned list, one shop a row.
        case table
        /// A grid of cells per section.
        case collection
    }

    /// What the screen shows.
    struct Props: Equatable {
        /// The categories in display order.
        let categories: [ShopCategory]
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Reverses categories and shops.
        let reverse: () -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// Table or collection.
    let presentation: Presentation
    /// The list (a `GridView` for the collection).
    let shopList: ListView<Shop>
    /// Dispatches Reverse.
    let reverseButton = Button("Reverse", hint: "Reverse")
    /// Names the selected shop.
    let selectionLabel = Label()

    /// A screen connected to `store`, showing the shops as `presentation`.
    init(store: Store<AppState>, presentation: Presentation) {
        self.presentation = presentation
        connection = Connection(
            store: store,
            mapStateToProps: { Props(categories: $0.tableAndCollection.categories) },
            mapDispatchToActions: { dispatch in Actions(reverse: { dispatch(ReverseShops()) }) }
        )
        switch presentation {
        case .table:
            shopList = ListView<Shop> { shop, _ in ListCell(Self.tableRow(shop)) }
        case .collection:
            shopList = GridView<Shop>(cellWidth: 26) { shop, _ in ListCell(Self.gridCell(shop)) }
        }
        super.init(title: presentation == .table ? DemoExample.table.title : DemoExample.collection.title)
        keyBindings = [KeyBinding(.character("r"), .reverse, hint: "Reverse")]
        addCommand(.reverse) { [unowned self] in actions.reverse() }
    }

    /// A table row: the name in a column, then the rating.
    static func tableRow(_ shop: Shop) -> String {
        let name = shop.name.padding(toLength: max(shop.name.count, 24), withPad: " ", startingAt: 0)
        return "  \(name) \(ShopRating.text(shop.rating))"
    }

    /// A grid cell: the name and the stars.
    static func gridCell(_ shop: Shop) -> String {
        "\(shop.name) \(ShopRating.stars(shop.rating))"
    }

    /// One list section a category, titled with its name and description.
    static func sections(_ categories: [ShopCategory]) -> [ListSection<Shop>] {
        categories.map { ListSection(title: "\($0.title) · \($0.description)", items: $0.shops) }
    }

    override func loadView() {
        shopList.allowsTypeToSearch = false
        shopList.emptyText = "no shops"
        let toolbar = HStack(spacing: 2)
        toolbar.add(reverseButton)
        toolbar.add(selectionLabel, sizing: .fill)
        let stack = VStack(spacing: 1)
        stack.add(
            ExamplePage.introduction(
                presentation == .table
                    ? "The shop categories are props, bound to a sectioned list. Reverse reverses the categories and "
                        + "their shops in the store; the list keeps the selection on the same shop."
                    : "The same props bound to a grid (a collection view) whose columns reflow with the width. "
                        + "Arrows move in two dimensions; Reverse keeps the selection on the same shop."))
        stack.add(toolbar)
        stack.add(shopList, sizing: .fill)
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
    }

    override var preferredFocusedView: View? { shopList }

    override func viewDidLoad() {
        connection.bind(\.categories, to: shopList.rx.sections, mapping: Self.sections)
        if shopList.selectedID == nil, let first = props.categories.first?.shops.first {
            shopList.selectedID = first.id
        }
        showSelection()
        shopList.selectionChanged.sink { [weak self] _ in self?.showSelection() }.store(in: &connection.cancellables)
        shopList.activated.sink { [weak self] shop in self?.showDetails(of: shop) }.store(in: &connection.cancellables)
        reverseButton.tapped.sink { [weak self] in self?.actions.reverse() }.store(in: &connection.cancellables)
    }

    private func showSelection() {
        guard let shop = shopList.selectedItem else {
            selectionLabel.text = "Nothing selected"
            return
        }
        selectionLabel.text = "Selected: \(shop.name)  \(ShopRating.text(shop.rating))"
    }

    private func showDetails(of shop: Shop) {
        let category = props.categories.first { $0.shops.contains { $0.id == shop.id } }
        navigation?.alert(
            title: shop.name,
            message: "\(category?.title ?? "Shop") · rated \(ShopRating.text(shop.rating)) of 5")
    }
}
