extension View {
    /// Whether a responder after this view in the window's responder chain binds `key` to a command
    /// that some responder from there outwards can perform now (so a widget that types or searches
    /// leaves that key to it). Read from the window's table of active bindings.
    public func outerResponderBinds(_ key: Key) -> Bool {
        guard let window else { return false }
        return window.activeBindings.outerResponderBinds(key, after: self)
    }
}
