import ReStore

/// The Keyboard example's reducer: `KeyboardKeyLogged` appends to the log (dropping the oldest past
/// `KeyboardState.logLimit`); a repeat marks its key held and its release clears it;
/// `KeyboardProtocolNoted` keeps the terminal's flags.
func keyboardReducer(action: Action, state: KeyboardState?) -> KeyboardState {
    var state = state ?? .initial
    if let logged = action as? KeyboardKeyLogged {
        state.log.append(KeyboardLogEntry(name: logged.name, kind: logged.kind))
        if state.log.count > KeyboardState.logLimit { state.log.removeFirst(state.log.count - KeyboardState.logLimit) }
        switch logged.kind {
        case .press: break
        case .repeat: state.held = logged.name
        case .release: if state.held == logged.name { state.held = nil }
        }
        if logged.kind != .press { state.sawEventTypes = true }
        if logged.needsModifiedKeys { state.sawModifiedKeys = true }
    }
    if let noted = action as? KeyboardProtocolNoted, noted.kittyFlags != state.kittyFlags {
        state.kittyFlags = noted.kittyFlags
    }
    return state
}
