import ReCurses

/// The first screen: a menu bar over the list of examples. Enter opens the selected one; `q` (or
/// Ctrl-C) quits; F10 opens the menus.
package final class LauncherScreen: Screen {
    /// The examples.
    let exampleList = ListView<DemoExample> { example, _ in
        ListCell(spans: [
            ListCell.Span("  " + example.title.padding(toLength: 20, withPad: " ", startingAt: 0)),
            ListCell.Span(example.summary),
        ])
    }
    /// The menu bar on the top row.
    let menuBar = MenuBar()
    /// Called by `q`; the app quits.
    package var onQuit: (@MainActor () -> Void)?

    private let store: Store<AppState>
    private let boardSeat: BoardSeat?
    private lazy var board = boardSeat ?? .alone()
    private var subscriptions = Set<AnyCancellable>()

    /// A launcher whose examples use `store`; its Board sits at `board` (by default a board of its
    /// own, kept while the launcher lives).
    package init(store: Store<AppState>, board: BoardSeat? = nil) {
        self.store = store
        boardSeat = board
        super.init(title: "ReCurses demo")
        keyBindings = [KeyBinding(.character("q"), .quit, hint: "Quit")]
        addCommand(.quit, isEnabled: { [unowned self] in onQuit != nil }) { [unowned self] in onQuit?() }
        LauncherMenus.addCommands(to: self)
    }

    package override func loadView() {
        exampleList.allowsTypeToSearch = false
        exampleList.items = DemoExample.allCases
        exampleList.selectedID = DemoExample.allCases.first?.id
        let stack = VStack(spacing: 1)
        stack.add(
            ExamplePage.introduction(
                "ReRxSwift's Example app, in a terminal. Each example is a screen connected to one store. "
                    + "Pick one with ↑/↓ and press Enter; Esc comes back here."))
        stack.add(exampleList, sizing: .fill)
        menuBar.menus = LauncherMenus.menus(for: self)
        let page = Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
        let root = VStack([menuBar, page])
        root.setSizing(.fill, for: page)
        view = root
    }

    package override var preferredFocusedView: View? { exampleList }

    package override func viewDidLoad() {
        exampleList.activated.sink { [weak self] example in self?.open(example) }.store(in: &subscriptions)
    }

    /// Pushes the screen of `example` (selecting it in the list, so Esc comes back to it).
    package func open(_ example: DemoExample) {
        loadViewIfNeeded()
        exampleList.selectedID = example.id
        navigation?.push(DemoScreens.make(example, store: store, board: board))
    }
}
