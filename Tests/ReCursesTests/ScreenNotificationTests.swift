import ReCurses
import ReCursesTesting
import Testing

/// A screen that notifies when shown and, later, from a task that sleeps on the app's clock.
@MainActor
private final class ExportScreen: Screen {
    let field = TextField(text: "report")

    init() {
        super.init(title: "Export")
    }

    override func viewDidLoad() {
        view.addSubview(field)
    }

    override var preferredFocusedView: View? { field }

    func export() {
        task { [unowned self] _ in
            try await clock.sleep(for: .seconds(1))
            notify("Exported report.csv", severity: .success)
        }
    }
}

@MainActor
@Suite("Notifications from screens and their tasks")
struct ScreenNotificationTests {
    @Test("a screen and its task notify through the window; the toast keeps neither the focus nor the keys")
    func fromAScreenAndATask() async {
        let screen = ExportScreen()
        let driver = AppDriver(screen: screen, size: Size(width: 50, height: 12))
        #expect(screen.notify("Ready", timeout: .seconds(1))?.message == "Ready")
        screen.export()
        await driver.settle()
        await driver.run(for: .seconds(1))
        #expect(driver.application.window.notifications.log.map(\.message) == ["Ready", "Exported report.csv"])
        #expect(driver.application.window.notifications.shown.map(\.message) == ["Exported report.csv"])
        #expect(driver.lines.contains { $0.contains("✓ Exported report.csv") })
        #expect(driver.application.window.focusedView === screen.field)
        driver.type("s")
        #expect(screen.field.text == "reports")
    }

    @Test("a screen in no window has nowhere to notify")
    func withoutAWindow() {
        #expect(ExportScreen().notify("Nobody sees this") == nil)
    }
}
