import OpenCombine

/// An event a widget sends when the user changed something (moved a selection, edited a text,
/// pressed a button): the app subscribes to `publisher`, the widget calls `send(_:)`.
///
/// A value sent while a window handles an event (`Window.dispatch`: a key, a paste, a mouse event)
/// waits until the handler has returned, and is delivered then, in the order sent, before the window
/// routes anything else and before the frame is drawn. So the subscriber (typically a screen that
/// dispatches to its store, whose answer comes back through binders) never enters the widget while
/// its handler is on the stack, and the frame of the key press shows the store's answer. A value
/// sent outside event handling (from a timer, or a call in code) is delivered at once.
///
/// `send(_:settling:)` sends a change of a controlled property (see `ControlledValue`): right after
/// the event has been delivered, the property is set to its bound value through its binder, unless
/// the binder has just applied one.
@MainActor
public final class UserEvent<Value> {
    private let subject = PassthroughSubject<Value, Never>()
    // Touched only on the main actor, by these few methods, which never overlap their own accesses:
    // unchecked, so a key pays no dynamic exclusivity checks for them.
    /// The values sent and not delivered yet, from `nextPending` on (the storage is kept for reuse).
    @exclusivity(unchecked) private var pending: [Value] = []
    @exclusivity(unchecked) private var nextPending = 0

    /// An event nobody has sent yet.
    public nonisolated init() {}

    /// The values the user's changes send.
    public var publisher: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }

    /// Sends `value` once the handler on the stack has returned (at once outside event handling).
    public func send(_ value: Value) {
        send(value, settlingWith: nil)
    }

    /// Sends `value` as `send(_:)` does; once it has been delivered, `controlled` shows its bound
    /// value through its binder (unless the binder has just applied one): a change the store
    /// accepts stays, one it clamps or rewrites shows as the store holds it, and one it refuses (no
    /// new value arrives) snaps back. While `controlled` is uncontrolled, the widget keeps the
    /// user's change.
    public func send<Bound>(_ value: Value, settling controlled: ControlledValue<Bound>) {
        send(value, settlingWith: controlled)
    }

    private func send(_ value: Value, settlingWith controlled: (any SettlingValue)?) {
        guard UserEventQueue.isHandlingEvent else {
            controlled?.willDeliverUserChange()
            subject.send(value)
            controlled?.settle()
            return
        }
        pending.append(value)
        UserEventQueue.enqueue(UserEventQueue.Entry(event: self, settling: controlled))
    }
}

extension UserEvent: PendingUserEvent {
    /// Delivers the oldest value sent and not delivered yet.
    func deliverNext() {
        let value = pending[nextPending]
        nextPending += 1
        if nextPending == pending.count {
            pending.removeAll(keepingCapacity: true)
            nextPending = 0
        }
        subject.send(value)
    }
}
