/// A responder that a table of active bindings holds: strongly, except the window that owns the
/// table, which it holds without a reference count so that the window and its table do not keep
/// each other alive (the window outlives its own table, so the reference never dangles).
@MainActor
struct HeldResponder {
    /// The reference that keeps the responder alive; nil for the owning window.
    private let retained: Responder?
    /// The responder.
    unowned(unsafe) let responder: Responder

    /// Holds `responder`, without a count when it is `owner`.
    init(_ responder: Responder, owner: Window?) {
        self.responder = responder
        retained = responder === owner ? nil : responder
    }
}
