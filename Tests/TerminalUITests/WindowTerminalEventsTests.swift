import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Events from modern terminals at the window: focus reports reach the window's hook, key releases
/// reach only the responders that ask for them.
@MainActor
struct WindowTerminalEventsTests {
    /// A view that records the events it is offered, and asks for key releases when told to.
    private final class Recorder: View {
        let wantsReleases: Bool
        var offered: [Event] = []

        init(wantsReleases: Bool) {
            self.wantsReleases = wantsReleases
            super.init()
        }

        override var canBecomeFocused: Bool { true }

        override var receivesKeyReleases: Bool { wantsReleases }

        override func handle(_ event: Event) -> Bool {
            offered.append(event)
            return true
        }
    }

    @Test("a focus report sets the window's state and calls its hook once per report")
    func focusReports() {
        let window = Window(size: Size(width: 10, height: 1), content: Label("x"))
        var reported: [Bool] = []
        window.onTerminalFocusChange = { reported.append($0) }
        #expect(window.isTerminalFocused)
        #expect(window.dispatch(.terminalFocus(false)))
        #expect(!window.isTerminalFocused)
        window.dispatch(.terminalFocus(true))
        #expect(window.isTerminalFocused)
        #expect(reported == [false, true])
    }

    @Test("a key release reaches only a responder that asks for releases; presses reach everyone as before")
    func releasesOnlyWhenAsked() {
        let plain = Recorder(wantsReleases: false)
        let window = Window(size: Size(width: 10, height: 1), content: plain)
        _ = plain.becomeFocused()
        #expect(!window.dispatch(.keyRelease(.up)))
        #expect(plain.offered.isEmpty)
        window.dispatch(.key(.up))
        #expect(plain.offered == [.key(.up)])

        let asking = Recorder(wantsReleases: true)
        let other = Window(size: Size(width: 10, height: 1), content: asking)
        _ = asking.becomeFocused()
        #expect(other.dispatch(.keyRelease(.up)))
        #expect(asking.offered == [.keyRelease(.up)])
    }

    @Test("a key repeat reaches a responder that asks as a repeat; everyone else gets it as a press")
    func repeatsTellApartWhenAsked() {
        let plain = Recorder(wantsReleases: false)
        let window = Window(size: Size(width: 10, height: 1), content: plain)
        _ = plain.becomeFocused()
        #expect(window.dispatch(.keyRepeat(.down)))
        #expect(plain.offered == [.key(.down)])

        let asking = Recorder(wantsReleases: true)
        let other = Window(size: Size(width: 10, height: 1), content: asking)
        _ = asking.becomeFocused()
        #expect(other.dispatch(.keyRepeat(.down)))
        #expect(other.dispatch(.key(.down)))
        #expect(asking.offered == [.keyRepeat(.down), .key(.down)])
    }

    @Test("a repeat that the asking responder does not take comes as a press, and moves the focus")
    func untakenRepeatIsAPress() {
        final class Picky: View {
            var offered: [Event] = []
            override var canBecomeFocused: Bool { true }
            override var receivesKeyReleases: Bool { true }
            override func handle(_ event: Event) -> Bool {
                offered.append(event)
                return false
            }
        }
        let first = Picky()
        let second = Picky()
        let stack = VStack()
        stack.addSubview(first)
        stack.addSubview(second)
        let window = Window(size: Size(width: 10, height: 2), content: stack)
        _ = first.becomeFocused()
        window.render()
        window.dispatch(.keyRepeat(.down))
        #expect(first.offered == [.keyRepeat(.down), .key(.down)])
        #expect(window.focusedView === second)
    }
}
