/// Marks a type as an application state: a marker with no requirements, as in ReSwift.
///
/// A `Store` accepts any type as its state; a `Connection` (ReConnect) and `Connectable` require their
/// state to be `StateType`, so an app's state type declares it: `struct AppState: StateType, Equatable`.
public protocol StateType {}
