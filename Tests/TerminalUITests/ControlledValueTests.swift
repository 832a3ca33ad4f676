import Bindings
import OpenCombine
import TerminalUI
import Testing

// The README's custom controlled widget, as written there.

final class Dial: View {
    var angle = 0 { didSet { setNeedsDisplay() } }
    let controlledAngle = ControlledValue<Int>()
    private let turnedEvent = UserEvent<Int>()
    var turned: AnyPublisher<Int, Never> { turnedEvent.publisher }

    func userDidTurn(to proposed: Int) {
        angle = proposed  // shown at once…
        turnedEvent.send(proposed, settling: controlledAngle)  // …then what the store holds, if bound
    }
}

extension Reactive where Base: Dial {
    var angle: Binder<Int> { base.controlledAngle.binder(base) { dial, angle in dial.angle = angle } }
}

@MainActor
@Suite("ControlledValue")
struct ControlledValueTests {
    @Test func anUnboundDialKeepsTheUsersTurn() {
        let dial = Dial()
        let turns = EventLog(dial.turned)
        dial.userDidTurn(to: 90)
        #expect(dial.angle == 90 && turns.values == [90])
        #expect(!dial.controlledAngle.isControlled)
    }

    @Test func aBoundDialEndsOnWhatItsBinderDeliversWhileTheEventIsSent() {
        let dial = Dial()
        let binder = dial.rx.angle
        binder.on(10)
        var proposals: [Int] = []
        let answer = dial.turned.sink { proposed in
            proposals.append(dial.angle)
            if proposed < 180 { binder.on(proposed / 45 * 45) }  // the store snaps to 45° steps
        }
        dial.userDidTurn(to: 100)
        #expect(dial.angle == 90)
        dial.userDidTurn(to: 270)  // refused: nothing arrives
        #expect(dial.angle == 90)
        #expect(proposals == [100, 270], "the event is sent with the user's change shown")
        dial.controlledAngle.release()
        dial.userDidTurn(to: 300)
        #expect(dial.angle == 300)
        answer.cancel()
    }

    @Test func aBinderNeverFiresTheEvent() {
        let dial = Dial()
        let turns = EventLog(dial.turned)
        dial.rx.angle.on(45)
        #expect(dial.angle == 45 && turns.values.isEmpty && dial.controlledAngle.boundValue == 45)
    }
}
