import ReStore

/// The SteppingUp example's reducer. The value always stays in [0, 1] and is kept to four
/// decimals (so stepping never drifts: 0.1 + 0.2 is 0.3); a step size outside (0, 1) is refused,
/// and a text that is not a number leaves the value as it was. The field's text follows the value
/// unless it already reads as it (or, while typing, reads as no number yet).
func steppingUpReducer(action: Action, state: SteppingUpState?) -> SteppingUpState {
    var state = state ?? .initial
    switch action {
    case let action as SteppingUpSetValue:
        if let value = SteppingUpValue.normalized(action.newValue) {
            state.value = value
        }
    case let action as SteppingUpSetValueText:
        state.valueText = action.text
        if let parsed = SteppingUpValue.parse(action.text), let value = SteppingUpValue.normalized(parsed) {
            state.value = value
        }
    case let action as SteppingUpCommitValueText:
        if let parsed = SteppingUpValue.parse(action.text), let value = SteppingUpValue.normalized(parsed) {
            state.value = value
        }
        state.valueText = SteppingUpValue.format(state.value)
    case let action as SteppingUpSetStepSize:
        if SteppingUpValue.isValidStepSize(action.newStepSize) {
            state.stepSize = action.newStepSize
        }
    case is SteppingUpIncrement:
        state.value = SteppingUpValue.normalized(state.value + state.stepSize) ?? state.value
    case is SteppingUpDecrement:
        state.value = SteppingUpValue.normalized(state.value - state.stepSize) ?? state.value
    default:
        break
    }
    if let typed = SteppingUpValue.parse(state.valueText), typed != state.value {
        state.valueText = SteppingUpValue.format(state.value)
    }
    return state
}
