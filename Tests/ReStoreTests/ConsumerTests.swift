import ReStore
import Testing

/// The state of ReSwiftConsumer's README.
private struct PageState: Equatable {
    var counter = 0
    var name: String?
    var works: [String] = []
}

/// Records every consumer call as text, with the consumer shapes of ReSwiftConsumer's README.
private final class Screen {
    var log: [String] = []
    func onCounterChanged(old: Int, new: Int) { log.append("counter \(old)->\(new)") }
    func onNameChanged(old: String?, new: String?) { log.append("name \(old ?? "nil")->\(new ?? "nil")") }
    func onWorksChanged(old: [String]?, new: [String]) { log.append("works \(old.map { "\($0)" } ?? "nil")->\(new)") }
    func onCountChanged(prev: Int?, curr: Int) { log.append("count \(prev.map(String.init) ?? "nil")->\(curr)") }
    func onCounterOnly(curr: Int) { log.append("now \(curr)") }
}

@MainActor
struct ConsumerTests {
    @Test func everyShapeIsCalledOnTheFirstState() {
        let screen = Screen()
        let consumer = StateConsumer<PageState>()
        consumer.add({ state in state.counter }, screen.onCounterChanged)
        consumer.add({ state in state.name }, screen.onNameChanged)
        consumer.add({ state in state.works }, screen.onWorksChanged)
        consumer.add({ state in state.counter }, screen.onCountChanged)
        consumer.add({ state in state.counter }, screen.onCounterOnly)
        consumer.consume(newState: PageState())
        #expect(screen.log == ["counter 0->0", "name nil->nil", "works nil->[]", "count nil->0", "now 0"])
    }

    @Test func consumersAreCalledOnlyWhenTheirValueChanged() {
        let screen = Screen()
        let consumer = StateConsumer<PageState>()
        consumer.add({ $0.counter }, screen.onCounterChanged)
        consumer.add({ $0.name }, screen.onNameChanged)
        consumer.add({ $0.works }, screen.onWorksChanged)
        consumer.consume(newState: PageState())
        screen.log.removeAll()
        consumer.consume(newState: PageState(counter: 1))
        consumer.consume(newState: PageState(counter: 1, name: "a"))
        consumer.consume(newState: PageState(counter: 1, name: nil, works: ["w"]))
        consumer.consume(newState: PageState(counter: 1, name: nil, works: ["w"]))
        #expect(screen.log == ["counter 0->1", "name nil->a", "name a->nil", "works []->[\"w\"]"])
    }

    @Test func consumerAddedLateGetsTheLastStateAtOnce() {
        let screen = Screen()
        let consumer = StateConsumer<PageState>()
        consumer.consume(newState: PageState(counter: 3))
        consumer.add({ $0.counter }, screen.onCountChanged)
        #expect(screen.log == ["count nil->3"])
    }

    @Test func removeAllStopsEveryConsumer() {
        let screen = Screen()
        let consumer = StateConsumer<PageState>()
        consumer.add({ $0.counter }, screen.onCounterOnly)
        consumer.removeAll()
        consumer.consume(newState: PageState(counter: 1))
        #expect(screen.log.isEmpty)
        #expect(consumer.count == 0)
    }

    @Test func aConsumerRemovedDuringConsumeIsNotCalled() {
        let consumer = StateConsumer<PageState>()
        var calls = 0
        var second: TypedConsumer<PageState>?
        consumer.add({ $0.counter }) { (_: Int) in if let second { consumer.remove(second) } }
        second = consumer.add({ $0.counter }) { (_: Int) in calls += 1 }
        calls = 0
        consumer.consume(newState: PageState(counter: 1))
        #expect(calls == 0)
    }

    @Test func storeFeedsAStateConsumer() {
        let store = Store<PageState>(
            reducer: { _, state in
                var state = state ?? PageState()
                state.counter += 1
                return state
            }, state: PageState())
        let screen = Screen()
        let consumer = StateConsumer<PageState>()
        consumer.add({ $0.counter }, screen.onCounterOnly)
        store.subscribe(consumer)
        store.dispatch(TestAction.touch)
        #expect(screen.log == ["now 0", "now 1"])
    }

    @Test func bagRemovesOnlyWhatItCollected() {
        let screen = Screen()
        let consumer = StateConsumer<PageState>()
        consumer.add({ $0.counter }, screen.onCounterOnly)
        let bag = ConsumerBag(consumer)
        bag.add(consumer.add({ $0.counter }, screen.onCountChanged))
        bag.add(TypedConsumer<PageState>({ $0.name }) { _, _ in screen.log.append("name") })
        #expect(consumer.count == 3)
        #expect(bag.count == 2)
        bag.removeAll()
        consumer.consume(newState: PageState(counter: 1))
        #expect(screen.log == ["now 1"])
        #expect(consumer.count == 1)
    }

    @Test func bagRemovesItsConsumersWhenDeallocated() {
        let consumer = StateConsumer<PageState>()
        do {
            let bag = ConsumerBag(consumer)
            bag.add(consumer.add({ $0.counter }) { (_: Int) in })
            #expect(consumer.count == 1)
        }
        #expect(consumer.count == 0)
    }
}
