import ReCurses

/// The first screen: the list of examples. Enter opens the selected one; `q` (or Ctrl-C) quits.
package final class LauncherScreen: Screen {
    /// The examples.
    let exampleList = ListView<DemoExample> { example, _ in
        ListCell(spans: [
            ListCell.Span("  " + example.title.padding(toLength: 20, withPad: " ", startingAt: 0)),
            ListCell.Span(example.summary),
        ])
    }
    /// Called by `q`; the app quits.
    package var onQuit: (@MainActor () -> Void)?

    private let store: Store<AppState>
    private var subscriptions = Set<AnyCancellable>()

    /// A launcher whose examples use `store`.
    package init(store: Store<AppState>) {
        self.store = store
        super.init(title: "ReCurses demo")
        keyBindings = [KeyBinding(.character("q"), .quit, hint: "Quit")]
        addCommand(.quit, isEnabled: { [unowned self] in onQuit != nil }) { [unowned self] in onQuit?() }
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
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
    }

    package override var preferredFocusedView: View? { exampleList }

    package override func viewDidLoad() {
        exampleList.activated.sink { [weak self] example in self?.open(example) }.store(in: &subscriptions)
    }

    /// Pushes the screen of `example` (selecting it in the list, so Esc comes back to it).
    package func open(_ example: DemoExample) {
        loadViewIfNeeded()
        exampleList.selectedID = example.id
        navigation?.push(DemoScreens.make(example, store: store))
    }
}
