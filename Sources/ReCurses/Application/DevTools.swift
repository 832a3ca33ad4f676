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
    /// The tools installed on the application (an inspector), in order.
    public var tools: [any DevTool] = []

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

/// A developer tool an application installs when it starts (the inspector of ReCursesDevTools):
/// listed in `DevTools.tools`, it adds its keys and views to the application.
public protocol DevTool {
    /// Installs the tool on `application`; the returned object is kept alive with the application.
    @MainActor func install(on application: Application) -> AnyObject?
}
