import ReCurses
import ReCursesTesting
import Testing

/// A screen that builds itself the README's way: `view.addSubview(_:)` in `viewDidLoad()`.
@MainActor
private final class AddingScreen: Screen {
    let field = TextField(placeholder: "New todo")
    let count = Label("Count: 0")
    let list = ListView<Todo>(sections: [ListSection(items: [Todo(id: 1, title: "Milk")])]) { $0.title }

    struct Todo: Identifiable, Equatable {
        let id: Int
        let title: String
    }

    init() { super.init(title: "Todos") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        view.addSubview(count)
        view.addSubview(list)
        rootStack?.setSizing(.fill, for: list)
    }
}

@MainActor
@Suite("The default root view of a screen")
struct ScreenRootViewTests {
    @Test("views added in viewDidLoad are stacked top to bottom, full width")
    func stacksAddedViews() {
        let screen = AddingScreen()
        let driver = AppDriver(store: makeStore(), screen: screen, size: Size(width: 30, height: 8))
        #expect(screen.view is VStack)
        #expect(screen.field.frame == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(screen.count.frame == Rect(x: 0, y: 1, width: 30, height: 1))
        #expect(screen.list.frame.origin == Point(x: 0, y: 2))
        #expect(screen.list.frame.height == driver.lines.count - 4)
        driver.type("Eggs")
        #expect(driver.lines[1].hasPrefix("Eggs"))
        #expect(driver.lines[2].hasPrefix("Count: 0"))
        #expect(driver.lines[3].contains("Milk"))
    }

    @Test("a stacked screen at 0×0, 1×1 and 2×2 draws what fits")
    func tinySizes() {
        for side in 0...2 {
            let screen = AddingScreen()
            let driver = AppDriver(store: makeStore(), screen: screen, size: Size(width: side, height: side))
            #expect(driver.lines.count == side)
            #expect(screen.field.frame.width <= side)
        }
    }

    @Test("a screen that sets frames itself keeps them with a plain View root")
    func handPlacedFrames() {
        let screen = HandPlacedScreen()
        let driver = AppDriver(store: makeStore(), screen: screen, size: Size(width: 20, height: 6))
        driver.runUntilIdle()
        #expect(screen.label.frame == Rect(x: 3, y: 2, width: 5, height: 1))
        #expect(screen.rootStack == nil)
    }
}

/// A screen that places its subviews itself.
@MainActor
private final class HandPlacedScreen: Screen {
    let label = Label("Hello")

    override func loadView() { view = View() }

    override func viewDidLoad() {
        view.addSubview(label)
        label.frame = Rect(x: 3, y: 2, width: 5, height: 1)
    }
}
