import Bindings
import OpenCombine
import TerminalUI
import Testing

// The README's custom controlled widget, as written there.

final class Dial: View {
    var angle = 0 { didSet { setNeedsDisplay() } }
    let controlledAngle = ControlledValue<Int>()
    private let turnedSubject = PassthroughSubject<Int, Never>()
    var turned: AnyPublisher<Int, Never> { turnedSubject.eraseToAnyPublisher() }

    func userDidTurn(to proposed: Int) {
        angle = proposed  // shown at once…
        if let bound = controlledAngle.reportUserChange({ turnedSubject.send(proposed) }) {
            angle = bound  // …then what the store holds, if bound
        }
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
        var reporting: [Bool] = []
        let answer = dial.turned.sink { proposed in
            reporting.append(dial.controlledAngle.isReportingUserChange)
            if proposed < 180 { binder.on(proposed / 45 * 45) }  // the store snaps to 45° steps
        }
        dial.userDidTurn(to: 100)
        #expect(dial.angle == 90)
        dial.userDidTurn(to: 270)  // refused: nothing arrives
        #expect(dial.angle == 90)
        #expect(reporting == [true, true] && !dial.controlledAngle.isReportingUserChange)
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
