import Bindings
import Testing

/// A main-actor view hierarchy like TerminalUI's: an open base class and a subclass.
@MainActor class BaseView: ReactiveCompatible {
    var isHidden = false
}

@MainActor final class Meter: BaseView {
    var level = 0
}

extension Reactive where Base: BaseView {
    var isHidden: Binder<Bool> { Binder(base) { view, hidden in view.isHidden = hidden } }
}

extension Reactive where Base: Meter {
    var level: Binder<Int> { Binder(base) { meter, level in meter.level = level } }
}

@MainActor
@Suite struct ReactiveTests {
    @Test func rxWrapsTheValueItself() {
        let meter = Meter()
        let reactive: Reactive<Meter> = meter.rx
        #expect(reactive.base === meter)
    }

    @Test func subclassesSeeTheirOwnAndInheritedBinders() {
        let meter = Meter()
        meter.rx.level.on(5)
        meter.rx.isHidden.on(true)
        #expect(meter.level == 5)
        #expect(meter.isHidden)
    }

    @Test func wrapsValueTypesToo() {
        struct Point: ReactiveCompatible { var x = 3 }
        #expect(Point().rx.base.x == 3)
        #expect(Reactive("text").base == "text")
    }
}
