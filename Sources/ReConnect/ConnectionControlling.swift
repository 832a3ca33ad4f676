/// Connects and disconnects a connection without knowing its state, props or actions types.
///
/// The screen layer uses it to connect a `Connectable` screen when it appears and to disconnect
/// it when it disappears (see `Connectable.anyConnection`).
public protocol ConnectionControlling: AnyObject {
    /// Subscribes to the store so that props follow the state. Calling it again does nothing.
    func connect()
    /// Unsubscribes from the store; props keep their last value. Calling it again does nothing.
    func disconnect()
    /// Whether the connection is subscribed to its store.
    var isConnected: Bool { get }
}
