import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// The Keyboard example driven by the bytes terminals send: the kitty keyboard protocol's presses,
/// repeats and releases, xterm's modifyOtherKeys, and the legacy encoding.
@MainActor
@Suite("Keyboard screen")
struct KeyboardScreenTests {
    /// A control sequence: ESC [ then `body`.
    private func csi(_ body: String) -> [UInt8] { Array("\u{1B}[\(body)".utf8) }

    /// The screen's text.
    private func text(_ harness: DemoHarness) -> String { harness.text }

    /// The log as the store holds it, newest last, as "name kind".
    private func log(_ harness: DemoHarness) -> [String] {
        harness.store.state.keyboard.log.map { "\($0.name) \($0.kind.rawValue)" }
    }

    /// The screen on a terminal that answered the kitty keyboard protocol's query (after the screen
    /// appeared, as a real terminal's answer does).
    private func kittyHarness(size: Size = Size(width: 80, height: 24)) -> DemoHarness {
        let harness = DemoHarness(.keyboard, size: size)
        harness.driver.terminal.keyboardProtocolFlags = KeyboardProtocol.flags
        harness.driver.advanceClock(by: KeyboardScreen.protocolRecheckDelay)
        return harness
    }

    @Test("kitty: the flags are shown; a held key shows while its repeats come and is cleared on its release")
    func kittyPressRepeatRelease() throws {
        let harness = kittyHarness()
        #expect(harness.store.state.keyboard.kittyFlags == 7)
        #expect(text(harness).contains("Protocol: kitty, flags 7 (disambiguate 1, event types 2, alternate keys 4)"))
        #expect(text(harness).contains("Held: nothing (hold a key to see it repeat)"))
        harness.driver.type(" ")
        harness.driver.feed(bytes: csi("32;1:2u"))
        harness.driver.feed(bytes: csi("32;1:2u"))
        #expect(text(harness).contains("Held: Space (repeating)"))
        harness.driver.feed(bytes: csi("32;1:3u"))
        #expect(text(harness).contains("Held: nothing"))
        #expect(text(harness).contains("▸ Last: Space release"))
        #expect(log(harness) == ["Space press", "Space repeat", "Space repeat", "Space release"])
        // Newest first on screen.
        let lines = harness.driver.lines
        let release = try #require(lines.firstIndex { $0.contains("Space         release") })
        let press = try #require(lines.firstIndex { $0.contains("Space         press") })
        #expect(release < press)
    }

    @Test("kitty: Shift-Enter, Ctrl-I apart from Tab, Ctrl-M apart from Enter, Alt-x, each released")
    func kittyKeysToldApart() {
        let harness = kittyHarness()
        harness.driver.feed(bytes: csi("13;2u") + csi("13;2:3u"))
        harness.driver.feed(bytes: csi("105;5u") + csi("105;5:3u"))
        harness.driver.feed(bytes: Array("\t".utf8))
        harness.driver.feed(bytes: csi("109;5u"))
        harness.driver.feed(bytes: Array("\r".utf8))
        harness.driver.feed(bytes: csi("120;3u") + csi("120;3:3u"))
        #expect(
            log(harness) == [
                "Shift-Enter press", "Shift-Enter release", "Ctrl-I press", "Ctrl-I release", "Tab press",
                "Ctrl-M press", "Enter press", "Alt-X press", "Alt-X release",
            ])
        #expect(text(harness).contains("Shift-Enter   release"))
        #expect(text(harness).contains("Ctrl-I        press"))
        #expect(harness.driver.visibleScreen is KeyboardScreen)
    }

    @Test("legacy: the protocol says so, releases are not reported, Alt-x arrives without a timeout")
    func legacyKeys() {
        let harness = DemoHarness(.keyboard)
        #expect(text(harness).contains("Protocol: legacy keys (modifyOtherKeys asked for, not seen yet)"))
        #expect(text(harness).contains("Held: not reported: this terminal sends no repeats or releases"))
        harness.driver.feed(bytes: Array("\t".utf8))
        harness.driver.feed(bytes: Array("\u{1B}x".utf8))
        harness.driver.feed(bytes: Array("\r".utf8))
        harness.driver.feed(bytes: [0x09])  // Ctrl-I: the same byte as Tab here
        #expect(log(harness) == ["Tab press", "Alt-X press", "Enter press", "Tab press"])
        #expect(!harness.driver.terminal.hasPendingInput)
        #expect(text(harness).contains("Protocol: legacy keys (modifyOtherKeys asked for"))
        #expect(text(harness).contains("Alt-X         press"))
    }

    @Test("modifyOtherKeys: Shift-Enter and Ctrl-I arrive as keys of their own, and the protocol line says so")
    func modifyOtherKeys() {
        let harness = DemoHarness(.keyboard)
        harness.driver.feed(bytes: csi("27;2;13~"))
        harness.driver.feed(bytes: csi("27;5;105~"))
        #expect(log(harness) == ["Shift-Enter press", "Ctrl-I press"])
        #expect(text(harness).contains("Protocol: legacy keys + modifyOtherKeys (Ctrl-I, Shift-Enter told apart)"))
        #expect(text(harness).contains("Held: not reported"))
    }

    @Test("the log keeps the last events only")
    func theLogIsBounded() {
        let harness = DemoHarness(.keyboard)
        for _ in 0..<(KeyboardState.logLimit + 10) { harness.driver.type("a") }
        harness.driver.type("b")
        #expect(harness.store.state.keyboard.log.count == KeyboardState.logLimit)
        #expect(harness.store.state.keyboard.log.last == KeyboardLogEntry(name: "b", kind: .press))
        #expect(harness.driver.lines.contains { $0.hasPrefix("  b             press") })
    }

    @Test("Esc goes back (on a kitty terminal too) and is not logged; ? is logged; F1 opens the help")
    func leavingAndHelp() throws {
        let harness = try DemoHarness(arguments: ["--screen", "keyboard"])
        harness.driver.type("?")
        #expect(harness.driver.navigation.modalScreens.isEmpty)
        harness.driver.press(.function(1))
        #expect(harness.driver.navigation.modalScreens.count == 1)
        #expect(harness.text.contains("Any other key"))
        harness.driver.press(.escape)
        #expect(harness.driver.visibleScreen is KeyboardScreen)
        #expect(log(harness) == ["? press"])
        let statusBar = try #require(harness.driver.lines.last)
        #expect(statusBar.contains("Esc Back") && statusBar.contains("F1 Help"), "\(statusBar)")
        harness.driver.feed(bytes: csi("27u"))
        #expect(harness.driver.visibleScreen is LauncherScreen)
        #expect(log(harness) == ["? press"])
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinySizesDrawWithoutCrashing(size: Size) {
        let harness = kittyHarness(size: size)
        harness.driver.type(" ")
        harness.driver.feed(bytes: csi("32;1:2u") + csi("32;1:3u"))
        harness.driver.feed(bytes: csi("13;2u"))
        #expect(harness.driver.lines.count == size.height)
        #expect(harness.driver.terminal.wideGlyphViolations == 0)
        #expect(log(harness) == ["Space press", "Space repeat", "Space release", "Shift-Enter press"])
    }

    @Test("the reducer marks a key held on its repeat and clears it on its own release only")
    func heldKeyReducer() {
        var state = KeyboardState.initial
        state = keyboardReducer(
            action: KeyboardKeyLogged(name: "a", kind: .repeat, needsModifiedKeys: false), state: state)
        #expect(state.held == "a")
        state = keyboardReducer(
            action: KeyboardKeyLogged(name: "b", kind: .release, needsModifiedKeys: false), state: state)
        #expect(state.held == "a")
        state = keyboardReducer(
            action: KeyboardKeyLogged(name: "a", kind: .release, needsModifiedKeys: false), state: state)
        #expect(state.held == nil)
        #expect(state.sawEventTypes && !state.sawModifiedKeys)
    }

    @Test("which keys the legacy encoding can send")
    func legacyEncoding() {
        #expect(
            LegacyKeyEncoding.canSend(.tab) && LegacyKeyEncoding.canSend(.enter)
                && LegacyKeyEncoding.canSend(.ctrl("a")))
        #expect(LegacyKeyEncoding.canSend(.alt("x")) && LegacyKeyEncoding.canSend(.character("A")))
        #expect(!LegacyKeyEncoding.canSend(.shiftEnter) && !LegacyKeyEncoding.canSend(.ctrl("i")))
        #expect(!LegacyKeyEncoding.canSend(.ctrl("m")) && !LegacyKeyEncoding.canSend(Key(.tab, modifiers: .ctrl)))
    }

    @Test func theScreenOptionOpensTheKeyboard() throws {
        let harness = try DemoHarness(arguments: ["--screen", "keyboard"])
        #expect(harness.screen(KeyboardScreen.self) != nil)
        #expect(DemoExample(name: "Keyboard") == .keyboard)
    }
}
