import ReCurses

/// One row of the Screens panel: a screen of the navigation stack or a modal on it.
struct ScreenRow: Identifiable, Equatable {
    /// The screen's place: 0 for the root, counting up the stack and then the modals.
    let id: Int
    let title: String
    let type: String
    let place: String
    let connection: String
    let bindings: String

    /// The row of `screen` at `id`, `place` being "stack" or "modal".
    @MainActor
    init(screen: Screen, id: Int, place: String) {
        self.id = id
        title = screen.title
        type = String(describing: Swift.type(of: screen))
        self.place = place
        if let connectable = screen as? any Connectable {
            let connection = connectable.anyConnection
            self.connection = connection.isConnected ? "connected" : "disconnected"
            bindings = String(Self.bindingCount(of: connectable))
        } else {
            connection = "—"
            bindings = "—"
        }
    }

    /// How many bindings and subscriptions the screen's connection keeps alive.
    @MainActor
    private static func bindingCount<Screen: Connectable>(of screen: Screen) -> Int {
        screen.connection.cancellables.count
    }
}
