/// An event with values waiting to be delivered (see `UserEvent`).
@MainActor
protocol PendingUserEvent: AnyObject {
    /// Delivers the oldest waiting value.
    func deliverNext()
}

/// A controlled property that shows its bound value again after a user event (see `ControlledValue`).
@MainActor
protocol SettlingValue: AnyObject {
    /// A user change of the property is about to be delivered.
    func willDeliverUserChange()
    /// After the delivery: unless a binder has applied a value meanwhile, sets the property to its
    /// bound value through its binder; nothing while uncontrolled.
    func settle()
}

/// The user events sent while a window handles an event, delivered once the handler has returned:
/// `Window.dispatch` brackets its routing with `beginHandling()` and `endHandling()`.
@MainActor
enum UserEventQueue {
    /// One value waiting in its event, and the controlled property to settle after it.
    struct Entry {
        let event: any PendingUserEvent
        let settling: (any SettlingValue)?
    }

    // Touched only on the main actor, never while in use elsewhere: unchecked, so a key pays no
    // dynamic exclusivity checks for them.
    /// How many `Window.dispatch` calls are on the stack.
    @exclusivity(unchecked) private static var handlingDepth = 0
    /// The values waiting, in the order sent (the storage is kept for reuse).
    @exclusivity(unchecked) private static var entries: [Entry] = []

    /// Whether a window is handling an event, so user events wait.
    static var isHandlingEvent: Bool { handlingDepth > 0 }

    /// Queues one value (already held by its event).
    static func enqueue(_ entry: Entry) {
        entries.append(entry)
    }

    /// A window starts handling an event.
    static func beginHandling() {
        handlingDepth += 1
    }

    /// A window has handled its event: the outermost one delivers what waits, in order, settling
    /// each controlled property right after its event. Values sent meanwhile wait too and are
    /// delivered in the same loop, each after the delivery that sent it has returned.
    static func endHandling() {
        if handlingDepth == 1, !entries.isEmpty { deliverWaiting() }
        handlingDepth -= 1
    }

    private static func deliverWaiting() {
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            index += 1
            entry.settling?.willDeliverUserChange()
            entry.event.deliverNext()
            entry.settling?.settle()
        }
        entries.removeAll(keepingCapacity: true)
    }
}
