import ReConnect
import ReStore
import Testing

/// A list stand-in that, like a list widget, forgets a selection naming a row it does not have.
@MainActor private final class PickList: ReactiveCompatible {
    var rows: [String] = []
    var selection: String?
    var applied: [String] = []
}

extension Reactive where Base: PickList {
    fileprivate var rows: Binder<[String]> {
        Binder(base) { list, rows in
            list.rows = rows
            list.applied.append("rows")
        }
    }

    fileprivate var selection: Binder<String?> {
        Binder(base) { list, selection in
            list.selection = selection.flatMap { list.rows.contains($0) ? $0 : nil }
            list.applied.append("selection")
        }
    }
}

/// Adds a row and selects it, in one state change.
private struct AddAndSelect: Action {
    let row: String
}

private func pickReducer(action: Action, state: AppState?) -> AppState {
    var state = state ?? AppState()
    if let add = action as? AddAndSelect {
        state.items.append(add.row)
        state.note = add.row
    }
    return state
}

private struct PickProps: Equatable {
    var rows: [String]
    var selection: String?
}

@MainActor
@Suite struct BindingOrderTests {
    @Test func rowsAndSelectionOfOneConnectionApplyInTheOrderTheyWereBound() {
        for screen in 0..<200 {
            let store = Store(reducer: pickReducer, state: AppState())
            let connection = Connection(
                store: store,
                mapStateToProps: { PickProps(rows: $0.items, selection: $0.note) },
                mapDispatchToActions: { $0 })
            let list = PickList()
            connection.bind(\.rows, to: list.rx.rows)
            connection.bind(\.selection, to: list.rx.selection)
            connection.connect()
            let row = "row \(screen)"
            store.dispatch(AddAndSelect(row: row))
            #expect(list.selection == row, "screen \(screen): the selection arrived before its row")
            #expect(list.applied == ["rows", "selection", "rows", "selection"])
            #expect(store.state.note == row)
        }
    }

    @Test func entriesBoundLaterStillFollowTheirOrderOnEveryChange() {
        let store = makeStore()
        let connection = makeConnection(store: store)
        connection.connect()
        var seen: [String] = []
        for index in 0..<20 {
            connection.subscribe(\.count) { _ in seen.append("count \(index)") }
        }
        seen.removeAll()
        store.dispatch(Increase())
        #expect(seen == (0..<20).map { "count \($0)" })
    }

    @Test func propsSetByABinderArePushedAfterTheCurrentOnes() {
        let store = makeStore()
        let connection = makeConnection(store: store)
        var counts: [Int] = []
        connection.subscribe(\.count) { count in
            if count == 1 { connection.props.value.count = 2 }
        }
        connection.subscribe(\.count) { counts.append($0) }
        connection.connect()
        store.dispatch(Increase())
        #expect(counts == [0, 1, 2])
    }
}
