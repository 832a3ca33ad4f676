import ReStore

/// The state the store benchmarks dispatch on: a counter and one field per subscriber.
struct BenchState {
    var counter = 0
    var values: [Int]
}

/// The benchmark actions.
enum BenchAction: Action {
    case increment
}

/// A store of `BenchState` with `fields` values.
func makeBenchStore(fields: Int) -> Store<BenchState> {
    Store(
        reducer: { action, state in
            var state = state ?? BenchState(values: [])
            if case BenchAction.increment? = action as? BenchAction { state.counter &+= 1 }
            return state
        }, state: BenchState(values: Array(repeating: 0, count: fields)))
}

/// A subscriber that counts its calls.
final class CountingSubscriber<Value>: StoreSubscriber {
    private(set) var calls = 0

    func newState(state: Value) {
        calls &+= 1
    }
}

/// The indices `0..<count` in a fixed pseudo-random order (the same on every run).
func shuffledIndices(_ count: Int) -> [Int] {
    var generator = SplitMix64(seed: 0x5EED)
    return Array(0..<count).shuffled(using: &generator)
}

/// A small deterministic random number generator, so that runs are comparable.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// The baseline: subscribers in an array, found by a linear search on unsubscribe.
struct NaiveSubscriberList {
    private var subscribers: [AnyStoreSubscriber] = []

    /// How many subscribers the list holds.
    var count: Int { subscribers.count }

    /// Adds a subscriber, replacing it if present (which needs the same search).
    mutating func subscribe(_ subscriber: AnyStoreSubscriber) {
        unsubscribe(subscriber)
        subscribers.append(subscriber)
    }

    /// Removes a subscriber: O(n) search plus O(n) shift.
    mutating func unsubscribe(_ subscriber: AnyStoreSubscriber) {
        if let index = subscribers.firstIndex(where: { $0 === subscriber }) {
            subscribers.remove(at: index)
        }
    }
}
