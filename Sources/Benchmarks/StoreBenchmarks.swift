import ReStore

/// The store figures: dispatch cost with one and with many subscribers, and the cost
/// of subscribing and unsubscribing at scale (against a naive list, to show it stays flat).
enum StoreBenchmarks: BenchmarkSuite {
    static let name = "store"

    static func benchmarks() -> [Benchmark] {
        [
            dispatch(subscribers: 1, dispatches: 200_000),
            dispatch(subscribers: 1_000, dispatches: 2_000),
            historyAgainstNone(dispatches: 100_000),
            subscribeThenUnsubscribe(count: 10_000),
            subscribeThenUnsubscribe(count: 1_000),
            subscribeThenUnsubscribe(count: 100_000),
            naiveSubscribeThenUnsubscribe(count: 1_000),
            naiveSubscribeThenUnsubscribe(count: 10_000),
        ]
    }

    /// Dispatches that change `counter`. With one subscriber it selects `counter` (so it is called
    /// every time); with many, subscriber `i` selects `values[i]` with skip-repeats (so all skip).
    static func dispatch(subscribers: Int, dispatches: Int) -> Benchmark {
        let name =
            subscribers == 1 ? "dispatch, 1 subscriber" : "dispatch, \(subscribers) subscribers selecting a field"
        return Benchmark(suite: Self.name, name: name, operations: dispatches) {
            dispatchBody(subscribers: subscribers, dispatches: dispatches)
        }
    }

    /// A store with its subscribers (see `dispatch`), and a body that dispatches `dispatches` times.
    @MainActor
    static func dispatchBody(
        subscribers: Int, dispatches: Int, keepingHistory: Bool = false
    ) -> @MainActor () -> Void {
        let store = makeBenchStore(fields: subscribers)
        if keepingHistory { store.enableHistory() }
        let recorders = (0..<subscribers).map { _ in CountingSubscriber<Int>() }
        for (index, recorder) in recorders.enumerated() {
            if subscribers == 1 {
                store.subscribe(recorder) { $0.select { $0.counter } }
            } else {
                store.subscribe(recorder) { $0.select { $0.values[index] }.skipRepeats() }
            }
        }
        return {
            for _ in 0..<dispatches { store.dispatch(BenchAction.increment) }
            blackHole(recorders)
        }
    }

    /// Dispatch with one subscriber, the history on against off, interleaved: blocks of `dispatches`
    /// into fresh stores (keeping a history, the store records every action in a full ring of 10,000
    /// entries).
    static func historyAgainstNone(dispatches: Int) -> Benchmark {
        let interleaving = Interleaving.throughput(
            subject: "history on", reference: "history off", operations: dispatches, pairs: 21
        ) { keepingHistory in
            dispatchBody(subscribers: 1, dispatches: dispatches, keepingHistory: keepingHistory)
        }
        return Benchmark(
            suite: Self.name, name: "dispatch, 1 subscriber: history on against off", kind: .interleaved(interleaving))
    }

    /// Subscribes `count` subscribers (each selecting a field), then unsubscribes them in a
    /// shuffled order. One operation is one subscribe plus one unsubscribe.
    static func subscribeThenUnsubscribe(count: Int) -> Benchmark {
        Benchmark(suite: Self.name, name: "subscribe \(count) then unsubscribe all", operations: count) {
            let store = makeBenchStore(fields: 1)
            let recorders = (0..<count).map { _ in CountingSubscriber<Int>() }
            let order = shuffledIndices(count)
            return {
                for recorder in recorders { store.subscribe(recorder) { $0.select { $0.counter } } }
                for index in order { store.unsubscribe(recorders[index]) }
                blackHole(store.subscriptionCount)
            }
        }
    }

    /// The same with a plain array searched on unsubscribe, as ReSwift does: O(n) per unsubscribe.
    static func naiveSubscribeThenUnsubscribe(count: Int) -> Benchmark {
        Benchmark(
            suite: Self.name, name: "naive list: subscribe \(count) then unsubscribe all",
            operations: count
        ) {
            var list = NaiveSubscriberList()
            let recorders = (0..<count).map { _ in CountingSubscriber<Int>() }
            let order = shuffledIndices(count)
            return {
                for recorder in recorders { list.subscribe(recorder) }
                for index in order { list.unsubscribe(recorders[index]) }
                blackHole(list.count)
            }
        }
    }
}
