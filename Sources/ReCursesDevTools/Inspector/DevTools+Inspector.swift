import ReCurses

extension DevTools {
    /// A history of at most `limit` entries (a snapshot every `snapshotInterval`) and the inspector:
    /// F12 (or `options.toggleKey`) opens it over half of the window.
    ///
    /// ```swift
    /// let app = Application(store: store, root: root, devTools: .inspector())
    /// ```
    public static func inspector(
        _ options: InspectorOptions = InspectorOptions(), limit: Int = 10_000, snapshotInterval: Int = 64
    ) -> DevTools {
        var devTools = DevTools.history(limit: limit, snapshotInterval: snapshotInterval)
        devTools.tools.append(InspectorTool(options: options))
        return devTools
    }
}

/// Installs an `Inspector` on an application.
struct InspectorTool: DevTool {
    let options: InspectorOptions

    @MainActor
    func install(on application: Application) -> AnyObject? {
        Inspector(application: application, options: options)
    }
}

extension Application {
    /// The inspector installed through `DevTools.inspector()`, if any.
    public var inspector: Inspector? { installedTool(Inspector.self) }
}
