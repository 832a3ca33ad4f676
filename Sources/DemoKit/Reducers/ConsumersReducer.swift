import Foundation
import ReStore

/// The Consumers example's reducer for its global part.
func consumersReducer(action: Action, state: ConsumersState?) -> ConsumersState {
    var state = state ?? .initial
    switch action {
    case is ConsumersIncrement:
        state.counter = state.counter == Int.max ? Int.max : state.counter + 1
    case is ConsumersDecrement:
        state.counter = state.counter == Int.min ? Int.min : state.counter - 1
    case let action as ConsumersSetNickname:
        let nickname = action.nickname.trimmingCharacters(in: .whitespaces)
        state.nickname = nickname.isEmpty ? nil : nickname
    case let action as ConsumersAddTag:
        let tag = action.tag.trimmingCharacters(in: .whitespaces)
        if !tag.isEmpty {
            state.tags.append(tag)
        }
    case is ConsumersClearTags:
        state.tags = []
    default:
        break
    }
    return state
}
