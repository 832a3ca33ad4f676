/// A misuse of the store that is a bug in the calling code, never a run-time condition.
public enum StoreProgrammerError: CustomStringConvertible {
    /// An action was dispatched while the reducer was running (a reducer dispatched).
    /// The action is dropped.
    case dispatchedWhileReducing(action: Action)

    /// The state was reset while the reducer was running. The reset is dropped.
    case resetWhileReducing

    /// A readable explanation for the crash message.
    public var description: String {
        switch self {
        case .dispatchedWhileReducing(let action):
            return "ReStore: \(action) was dispatched while a reducer was running. "
                + "Reducers must be pure: return a new state and never dispatch "
                + "(dispatch from middleware, an action creator or a subscriber instead)."
        case .resetWhileReducing:
            return "ReStore: the state was reset while a reducer was running. Reducers must be pure."
        }
    }
}
