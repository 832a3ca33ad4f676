import ReCurses

/// The connection figure: one state change fanned out to 100 bindings, of which one
/// sees its entry change (the other 99 compare and skip).
enum ConnectionBenchmarks: BenchmarkSuite {
    static let name = "connection"

    static func benchmarks() -> [Benchmark] {
        [fanOut(bindings: 100, dispatches: 20_000)]
    }

    /// Each dispatch changes one of `bindings` fields, in turn; every binding watches one field.
    static func fanOut(bindings: Int, dispatches: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "state change fanned out to \(bindings) bindings, 1 changed",
            operations: dispatches
        ) {
            let store = Store<FanOutState>(reducer: FanOutState.reduce, state: FanOutState(fields: bindings))
            let connection = Connection(
                store: store, mapStateToProps: { $0 },
                mapDispatchToActions: { dispatch in dispatch })
            let counter = EmissionCounter()
            for field in 0..<bindings {
                connection.bind(\.values[field], to: Binder(counter) { counter, _ in counter.count &+= 1 })
            }
            connection.connect()
            return {
                for index in 0..<dispatches { store.dispatch(FanOutState.Bump(field: index % bindings)) }
                precondition(counter.count == bindings + dispatches, "each dispatch reaches exactly one binder")
                counter.count = bindings
                blackHole(connection)
            }
        }
    }
}

/// A state of `fields` counters; `Bump` increments one.
struct FanOutState: StateType, Equatable {
    /// Increments `values[field]`.
    struct Bump: Action {
        let field: Int
    }

    var values: [Int]

    init(fields: Int) {
        values = Array(repeating: 0, count: fields)
    }

    static func reduce(action: Action, state: FanOutState?) -> FanOutState {
        var state = state ?? FanOutState(fields: 0)
        if let bump = action as? Bump, state.values.indices.contains(bump.field) { state.values[bump.field] &+= 1 }
        return state
    }
}

/// Counts the values its binders apply.
@MainActor
final class EmissionCounter {
    var count = 0
}
