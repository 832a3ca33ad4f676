import OpenCombine

/// A widget event that knows whether anyone listens: `publisher` counts its subscribers and calls
/// `listeningDidChange` when the first one arrives or the last one leaves, so a widget can offer a
/// command (and its hint) only while the event it sends has a subscriber. It is a `UserEvent`: a
/// value sent while a window handles an event is delivered once the handler has returned.
@MainActor
public final class SubscriberCountingSubject<Output> {
    private let event = UserEvent<Output>()
    /// Called when `hasSubscribers` changes.
    private let listeningDidChange: @MainActor () -> Void

    /// How many subscribers `publisher` has now.
    package private(set) var subscriberCount = 0 {
        didSet { if (subscriberCount > 0) != (oldValue > 0) { listeningDidChange() } }
    }

    /// Creates a subject that calls `listeningDidChange` when it gains its first subscriber or loses its last.
    public init(listeningDidChange: @escaping @MainActor () -> Void) {
        self.listeningDidChange = listeningDidChange
    }

    /// Whether anyone subscribes now.
    public var hasSubscribers: Bool { subscriberCount > 0 }

    /// The event, counting its subscribers.
    public var publisher: AnyPublisher<Output, Never> {
        event.publisher
            .handleEvents(
                receiveSubscription: { [weak self] _ in self?.subscriberCount += 1 },
                receiveCompletion: { [weak self] _ in self?.subscriberCount -= 1 },
                receiveCancel: { [weak self] in self?.subscriberCount -= 1 }
            )
            .eraseToAnyPublisher()
    }

    /// Sends `value` to the subscribers (once the handler on the stack has returned; see `UserEvent`).
    public func send(_ value: Output) {
        event.send(value)
    }

    /// Sends a change of `controlled` (see `UserEvent.send(_:settling:)`).
    public func send<Bound>(_ value: Output, settling controlled: ControlledValue<Bound>) {
        event.send(value, settling: controlled)
    }
}
