import ReCurses

/// The connection figures: one state change fanned out to 100 bindings, of which one sees its
/// entry change (the other 99 compare and skip). The props are a struct of stored fields, as a
/// screen's props are; a second figure binds entries of an array by subscript key paths
/// (`\.values[i]`), which Swift applies through its generic key-path runtime.
enum ConnectionBenchmarks: BenchmarkSuite {
    static let name = "connection"

    static func benchmarks() -> [Benchmark] {
        [
            fanOut(dispatches: 20_000),
            subscriptFanOut(bindings: 100, dispatches: 20_000),
        ]
    }

    /// Each dispatch changes one of the 100 fields of `GridProps`, in turn; every binding watches one.
    static func fanOut(dispatches: Int) -> Benchmark {
        let bindings = GridProps.fields.count
        return Benchmark(
            suite: name, name: "state change fanned out to \(bindings) bindings, 1 changed", operations: dispatches
        ) {
            let store = Store<FanOutState>(reducer: FanOutState.reduce, state: FanOutState(fields: bindings))
            let connection = Connection(
                store: store, mapStateToProps: GridProps.init(state:), mapDispatchToActions: { dispatch in dispatch })
            let counter = EmissionCounter()
            for field in GridProps.fields {
                connection.bind(field, to: Binder(counter) { counter, _ in counter.count &+= 1 })
            }
            return measureBumps(store: store, connection: connection, counter: counter, dispatches: dispatches)
        }
    }

    /// The same with props that are the state itself, each binding reading `\.values[field]`.
    static func subscriptFanOut(bindings: Int, dispatches: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "state change fanned out to \(bindings) subscript key-path bindings, 1 changed",
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
            return measureBumps(store: store, connection: connection, counter: counter, dispatches: dispatches)
        }
    }

    /// Connects, then returns a body that bumps each field in turn, `dispatches` times, and checks
    /// that each dispatch reached exactly one binder.
    private static func measureBumps<Props>(
        store: Store<FanOutState>, connection: Connection<FanOutState, Props, DispatchFunction>,
        counter: EmissionCounter, dispatches: Int
    ) -> @MainActor () -> Void {
        let bindings = store.state.values.count
        connection.connect()
        return {
            for index in 0..<dispatches { store.dispatch(FanOutState.Bump(field: index % bindings)) }
            precondition(counter.count == bindings + dispatches, "each dispatch reaches exactly one binder")
            counter.count = bindings
            blackHole(connection)
        }
    }
}

/// Props of 100 counters stored as ten rows of ten fields, mapped from a `FanOutState`.
struct GridProps {
    /// Ten stored counters.
    struct Row {
        var c0, c1, c2, c3, c4, c5, c6, c7, c8, c9: Int

        init(_ values: ArraySlice<Int>) {
            let at = values.startIndex
            (c0, c1, c2, c3, c4) = (values[at], values[at + 1], values[at + 2], values[at + 3], values[at + 4])
            (c5, c6, c7, c8, c9) = (values[at + 5], values[at + 6], values[at + 7], values[at + 8], values[at + 9])
        }
    }

    var r0, r1, r2, r3, r4, r5, r6, r7, r8, r9: Row

    /// Props from the first 100 values of `state` (missing ones read as 0).
    init(state: FanOutState) {
        let values = state.values + Array(repeating: 0, count: max(0, 100 - state.values.count))
        (r0, r1, r2, r3, r4) = (
            Row(values[0..<10]), Row(values[10..<20]), Row(values[20..<30]),
            Row(values[30..<40]), Row(values[40..<50])
        )
        (r5, r6, r7, r8, r9) = (
            Row(values[50..<60]), Row(values[60..<70]), Row(values[70..<80]),
            Row(values[80..<90]), Row(values[90..<100])
        )
    }

    /// The key paths of the 100 counters, row by row: stored properties all the way down.
    @MainActor static let fields: [KeyPath<GridProps, Int>] = {
        let rows: [KeyPath<GridProps, Row>] = [\.r0, \.r1, \.r2, \.r3, \.r4, \.r5, \.r6, \.r7, \.r8, \.r9]
        let cells: [KeyPath<Row, Int>] = [\.c0, \.c1, \.c2, \.c3, \.c4, \.c5, \.c6, \.c7, \.c8, \.c9]
        return rows.flatMap { row in cells.map { row.appending(path: $0) } }
    }()
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
