import Bindings
import Foundation
import OpenCombine
import Testing

/// A stand-in for a widget: records what its binders apply.
final class Gauge: ReactiveCompatible {
    var values: [Int] = []
    var title: String? = "initial"
    var appliedOnMainActor: [Bool] = []
}

extension Reactive where Base: Gauge {
    var value: Binder<Int> {
        Binder(base) { gauge, value in
            gauge.values.append(value)
            MainActor.assertIsolated()
            gauge.appliedOnMainActor.append(true)
        }
    }

    var title: Binder<String?> {
        Binder(base) { gauge, title in gauge.title = title }
    }
}

@MainActor
@Suite struct BinderTests {
    @Test func appliesValuesInOrderSynchronouslyOnTheMainActor() {
        let gauge = Gauge()
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(gauge.rx.value)
        subject.send(3)
        subject.send(1)
        subject.send(2)
        #expect(gauge.values == [3, 1, 2])
        #expect(gauge.appliedOnMainActor == [true, true, true])
    }

    @Test func takesTheValueOfJust() {
        let gauge = Gauge()
        Just(42).subscribe(gauge.rx.value)
        #expect(gauge.values == [42])
    }

    @Test func takesTheCurrentValueAtOnceThenEachNewOne() {
        let gauge = Gauge()
        let subject = CurrentValueSubject<Int, Never>(7)
        subject.subscribe(gauge.rx.value)
        #expect(gauge.values == [7])
        subject.value = 8
        #expect(gauge.values == [7, 8])
    }

    @Test func completionLeavesTheTargetAsItIs() {
        let gauge = Gauge()
        let subject = PassthroughSubject<String?, Never>()
        subject.subscribe(gauge.rx.title)
        subject.send("ready")
        subject.send(completion: .finished)
        subject.send("ignored after completion")
        #expect(gauge.title == "ready")
    }

    @Test func doesNotKeepItsTargetAlive() {
        var gauge: Gauge? = Gauge()
        weak let weakGauge = gauge
        let binder = gauge!.rx.value
        #expect(binder.isTargetAlive)
        gauge = nil
        #expect(weakGauge == nil)
        #expect(!binder.isTargetAlive)
    }

    @Test func aReleasedTargetMakesTheBinderANoOp() {
        final class Calls { var count = 0 }
        let calls = Calls()
        var gauge: Gauge? = Gauge()
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(Binder(gauge!) { _, _ in calls.count += 1 })
        subject.send(1)
        gauge = nil
        subject.send(2)
        subject.send(completion: .finished)
        #expect(calls.count == 1)
    }

    @Test func copiesShareOneIdentity() {
        let gauge = Gauge()
        let binder = gauge.rx.value
        let copy = binder
        #expect(binder.combineIdentifier == copy.combineIdentifier)
        #expect(binder.combineIdentifier != gauge.rx.value.combineIdentifier)
    }

    @Test func valuesFromAnotherThreadAreAppliedOnTheMainActorInOrder() async {
        let gauge = Gauge()
        let binder = gauge.rx.value
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for value in 1...5 { binder.on(value) }
                done.resume()
            }
        }
        await withCheckedContinuation { (drained: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { drained.resume() }
        }
        #expect(gauge.values == [1, 2, 3, 4, 5])
        #expect(gauge.appliedOnMainActor.allSatisfy { $0 })
    }
}
