import ReStore

/// The reducer of the Consumers screen's page store.
func consumersPageReducer(action: Action, state: ConsumersPageState?) -> ConsumersPageState {
    var state = state ?? .initial
    switch action {
    case let action as ConsumersPageRecord:
        state.entries.append(action.entry)
        state.changeCount += 1
        if state.entries.count > ConsumersPageState.capacity {
            state.entries.removeFirst(state.entries.count - ConsumersPageState.capacity)
        }
    case is ConsumersPageClearLog:
        state.entries = []
    default:
        break
    }
    return state
}
