import ReStore

/// The developer tools an application turns on: off unless the app asks.
///
/// ```swift
/// let app = Application(store: store, root: root, devTools: .history())
/// app.history?.stepBack()
/// ```
public struct DevTools {
    /// How the store's history keeps its entries; nil keeps no history.
    public var history: HistoryOptions?

    /// Options with the given parts.
    public init(history: HistoryOptions? = nil) {
        self.history = history
    }

    /// No developer tools.
    public static var off: DevTools { DevTools() }

    /// A history of at most `limit` entries with a snapshot every `snapshotInterval`; entry times come
    /// from the application's clock.
    public static func history(limit: Int = 10_000, snapshotInterval: Int = 64) -> DevTools {
        DevTools(history: HistoryOptions(limit: limit, snapshotInterval: snapshotInterval))
    }
}
