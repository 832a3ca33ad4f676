import ReStore

/// A screen (or any owner) that reads `props` and calls `actions` through a `Connection`.
///
/// Declare `Props` and `Actions` next to the screen and a `connection` property; the associated
/// types are inferred from it:
/// ```swift
/// extension CounterScreen: Connectable {
///     struct Props { let count: Int }
///     struct Actions { let increase: () -> Void }
/// }
/// ```
@MainActor
public protocol Connectable {
    /// The state type of the store the screen is connected to.
    associatedtype AppStateType: StateType
    /// The screen's props: the data it shows.
    associatedtype PropsType
    /// The screen's actions: what it can ask the store to do.
    associatedtype ActionsType

    /// The connection that maps state to props and dispatch to actions.
    var connection: Connection<AppStateType, PropsType, ActionsType> { get }
}

extension Connectable {
    /// The screen's current props. Setting them publishes them to every binding at once,
    /// without a store change (handy in tests and previews).
    public var props: PropsType {
        get { connection.props.value }
        nonmutating set { connection.props.send(newValue) }
    }

    /// The screen's actions. Setting them replaces what the screen calls (handy in tests).
    public var actions: ActionsType {
        get { connection.actions }
        nonmutating set { connection.actions = newValue }
    }

    /// The connection without its generic types, for code that only connects and disconnects.
    public var anyConnection: any ConnectionControlling { connection }
}
