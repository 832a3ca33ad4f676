import ReCurses
import ReCursesTesting
import Testing

@MainActor
@Suite("Screens in the responder chain")
struct ScreenResponderTests {
    private func ids(_ responders: [Responder]) -> [ObjectIdentifier] { responders.map { ObjectIdentifier($0) } }

    @Test("focused view → screen root → screen → navigation → window; nothing is copied into chrome views")
    func chainThroughTheScreen() {
        let root = Screen(title: "Home")
        let button = Button("OK")
        root.view.addSubview(button)
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        let driver = AppDriver(screen: root, size: Size(width: 40, height: 6))
        let window = driver.application.window
        #expect(ids(window.responderChain) == ids([button, root.view, root, driver.navigation, window]))
        #expect(driver.navigation.view.keyBindings.isEmpty)
        #expect(driver.navigation.view.supportedCommands.isEmpty)
    }

    @Test("with nothing focused, keys start at the top screen")
    func unfocusedStartsAtTheScreen() {
        let root = Screen(title: "Home")
        var refreshed = 0
        root.bind(.character("r"), "refresh", hint: "Refresh") { refreshed += 1 }
        let driver = AppDriver(screen: root, size: Size(width: 40, height: 6))
        #expect(driver.focusedView == nil)
        let window = driver.application.window
        #expect(ids(window.responderChain) == ids([root.view, root, driver.navigation, window]))
        driver.press(.character("r"))
        #expect(refreshed == 1)
        #expect(driver.lines[5] == " r Refresh  ? Help  Ctrl-C Quit         ")
    }

    @Test("a modal's chain skips the screen below; Escape (the stack's .back) closes the modal")
    func modalChain() {
        let root = Screen(title: "Home")
        var rootKeys = 0
        root.bind(.character("r"), "refresh", hint: "Refresh") { rootKeys += 1 }
        let driver = AppDriver(screen: root, size: Size(width: 40, height: 10))
        let modal = Screen(title: "Edit")
        driver.navigation.present(modal)
        driver.runUntilIdle()
        let window = driver.application.window
        #expect(ids(window.responderChain) == ids([modal.view, modal, driver.navigation, window]))
        driver.press(.character("r"))
        #expect(rootKeys == 0)
        #expect(driver.lines[9] == " Esc Close  Ctrl-C Quit                 ")
        driver.press(.escape)
        #expect(driver.navigation.modalScreens.isEmpty)
        #expect(driver.lines[9] == " r Refresh  ? Help  Ctrl-C Quit         ")
    }

    @Test("a screen key whose command the screen does not handle reaches the window's handler")
    func screenCommandsBeforeTheWindow() {
        let root = Screen(title: "Home")
        var screenQuits = 0
        root.keyBindings = [KeyBinding(.character("q"), .quit, hint: "Quit")]
        let driver = AppDriver(screen: root, size: Size(width: 40, height: 6))
        #expect(driver.lines[5].hasPrefix(" q/Ctrl-C Quit"))
        root.addCommand(.quit) { screenQuits += 1 }
        driver.press(.character("q"))
        #expect(screenQuits == 1)
        #expect(driver.application.isRunning)
        root.removeCommand(.quit)
        driver.press(.character("q"))
        #expect(!driver.application.isRunning)
    }
}
