import ReStore

/// The Widgets example's reducer: `WidgetsSetColour` sets the colour when it is one of the offered ones.
func widgetsReducer(action: Action, state: WidgetsState?) -> WidgetsState {
    var state = state ?? .initial
    if let set = action as? WidgetsSetColour, WidgetsState.colours.contains(set.colour) {
        state.colour = set.colour
    }
    return state
}
