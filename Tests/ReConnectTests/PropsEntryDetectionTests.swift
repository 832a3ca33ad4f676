import ReConnect
import ReStore
import Testing

/// Props whose entries are reached in every way a key path can: stored (also nested and of a
/// class), computed, through a subscript and through an optional.
private struct DetectionProps {
    struct Header {
        var title: String
        var count: Int
    }

    final class Owner {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    var header: Header
    var items: [String]
    var note: String?
    var owner: Owner

    var itemCount: Int { items.count }
}

private func detectionProps(_ state: AppState) -> DetectionProps {
    DetectionProps(
        header: .init(title: state.name, count: state.count), items: state.items, note: state.note,
        owner: .init(name: state.name))
}

@MainActor
@Suite struct PropsEntryDetectionTests {
    let store = makeStore()

    @Test func everyKindOfKeyPathEmitsItsValueThenOnlyItsChanges() {
        let connection = Connection(
            store: store, mapStateToProps: detectionProps, mapDispatchToActions: { $0 })
        var log: [String] = []
        connection.subscribe(\.header.count) { log.append("count \($0)") }
        connection.subscribe(\.header.title) { log.append("title \($0)") }
        connection.subscribe(\.itemCount) { log.append("items \($0)") }
        connection.subscribe(\.items) { log.append("list \($0)") }
        connection.subscribe(\.note) { log.append("note \($0 ?? "-")") }
        connection.subscribe(\.owner.name) { log.append("owner \($0)") }
        connection.connect()
        store.dispatch(Increase())
        store.dispatch(AddItem(item: "milk"))
        store.dispatch(Touch())
        store.dispatch(Rename(name: "Bob"))
        store.dispatch(SetNote(note: "hi"))
        #expect(
            log == [
                "count 0", "title Ada", "items 0", "list []", "note -", "owner Ada",
                "count 1",
                "items 1", #"list ["milk"]"#,
                "title Bob", "owner Bob",
                "note hi",
            ])
    }

    @Test func anEntryWithACustomComparisonIsComparedInPlace() {
        let connection = Connection(
            store: store, mapStateToProps: detectionProps, mapDispatchToActions: { $0 })
        var counts: [Int] = []
        let entry = connection.propsEntry(at: \.header.count) { old, new in new - old < 2 }
        let cancellable = entry.sink { counts.append($0) }
        connection.connect()
        for _ in 0..<5 { store.dispatch(Increase()) }
        #expect(counts == [0, 2, 4])
        cancellable.cancel()
        store.dispatch(Increase())
        #expect(counts == [0, 2, 4])
    }
}
