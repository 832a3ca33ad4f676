import ReStore
import Testing

/// `select` followed by `skipRepeats`, `skip(when:)` or `only(when:)` runs as one fused stage; these
/// check that it behaves as the two operators do.
@MainActor
struct FusedChainTests {
    @Test func aSelectionFedAgainAfterARepeatFilterDeliversThroughItsLastOperator() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let recorder = Recorder<Int>()
        store.subscribe(recorder) { original in
            let counts = original.select(\.count)
            _ = counts.skipRepeats()
            return counts.select { $0 * 2 }
        }
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.touch)
        #expect(recorder.received == [0, 2, 2])
    }

    @Test func theFilterComparesConsecutiveSelectedParts() {
        let store = makeStore(automaticallySkipsRepeats: false)
        let recorder = Recorder<Int>()
        store.subscribe(recorder) { $0.select(\.count).skipRepeats { old, new in new - old < 2 } }
        for _ in 0..<4 { store.dispatch(TestAction.increment) }
        #expect(recorder.received == [0])
    }

    @Test func aFusedStageFeedsTheOperatorsAfterIt() {
        let store = makeStore()
        let recorder = Recorder<String>()
        store.subscribe(recorder) { $0.select(\.count).skip { $0 == $1 }.select { "\($0)" }.only { $1 != "2" } }
        for _ in 0..<3 { store.dispatch(TestAction.increment) }
        store.dispatch(TestAction.touch)
        #expect(recorder.received == ["0", "1", "3"])
    }

    @Test func aSelectedStateWithReferencesIsComparedWithoutBeingCopiedWrongly() {
        let store = makeStore()
        let recorder = Recorder<[String]>()
        store.subscribe(recorder) { $0.select(\.tags) }
        store.dispatch(TestAction.addTag("a"))
        store.dispatch(TestAction.increment)
        store.dispatch(TestAction.addTag("b"))
        #expect(recorder.received == [[], ["a"], ["a", "b"]])
    }
}
