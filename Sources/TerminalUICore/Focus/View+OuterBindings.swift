extension View {
    /// Whether a responder after this view in the window's responder chain binds `key` to a command
    /// that some responder from there outwards can perform now (so a widget that types or searches
    /// leaves that key to it).
    public func outerResponderBinds(_ key: Key) -> Bool {
        guard let window else { return false }
        return window.chainContains(after: self) { responder in
            responder.keyBindings.contains { $0.key == key && responder.target(for: $0.command) != nil }
        }
    }
}
