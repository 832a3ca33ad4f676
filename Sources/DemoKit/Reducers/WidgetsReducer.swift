import ReStore

/// The Widgets example's reducer: `WidgetsSetColour` sets the colour when it is one of the offered
/// ones; `WidgetsSetName` sets the name.
func widgetsReducer(action: Action, state: WidgetsState?) -> WidgetsState {
    var state = state ?? .initial
    if let set = action as? WidgetsSetColour, WidgetsState.colours.contains(set.colour) {
        state.colour = set.colour
    }
    if let set = action as? WidgetsSetName { state.name = set.name }
    return state
}
