import ReStore
import Testing

@testable import DemoKit

@Suite("Consumers reducers")
struct ConsumersReducerTests {
    @Test func countsUpAndDown() {
        var state = consumersReducer(action: ConsumersIncrement(), state: nil)
        state = consumersReducer(action: ConsumersIncrement(), state: state)
        #expect(state.counter == 2)
        state = consumersReducer(action: ConsumersDecrement(), state: state)
        #expect(state.counter == 1)
    }

    @Test func counterSaturatesInsteadOfOverflowing() {
        let top = ConsumersState(counter: .max, nickname: nil, tags: [])
        #expect(consumersReducer(action: ConsumersIncrement(), state: top).counter == .max)
        let bottom = ConsumersState(counter: .min, nickname: nil, tags: [])
        #expect(consumersReducer(action: ConsumersDecrement(), state: bottom).counter == .min)
    }

    @Test func blankNicknameClearsIt() {
        let named = consumersReducer(action: ConsumersSetNickname(nickname: " Ann "), state: nil)
        #expect(named.nickname == "Ann")
        #expect(consumersReducer(action: ConsumersSetNickname(nickname: "  "), state: named).nickname == nil)
    }

    @Test func addsTagsAndRefusesBlankOnes() {
        var state = consumersReducer(action: ConsumersAddTag(tag: "swift"), state: nil)
        state = consumersReducer(action: ConsumersAddTag(tag: " "), state: state)
        state = consumersReducer(action: ConsumersAddTag(tag: "tui"), state: state)
        #expect(state.tags == ["swift", "tui"])
        #expect(consumersReducer(action: ConsumersClearTags(), state: state).tags == [])
    }

    @Test func pageLogKeepsTheLatestEntries() {
        var state = ConsumersPageState.initial
        for index in 0..<(ConsumersPageState.capacity + 5) {
            state = consumersPageReducer(action: ConsumersPageRecord(entry: "e\(index)"), state: state)
        }
        #expect(state.entries.count == ConsumersPageState.capacity)
        #expect(state.entries.first == "e5")
        #expect(state.changeCount == ConsumersPageState.capacity + 5)
        state = consumersPageReducer(action: ConsumersPageClearLog(), state: state)
        #expect(state.entries.isEmpty)
    }
}
