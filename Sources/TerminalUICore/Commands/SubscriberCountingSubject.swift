import OpenCombine

/// A widget event that knows whether anyone listens: `publisher` counts its subscribers and calls
/// `listeningDidChange` when the first one arrives or the last one leaves, so a widget can offer a
/// command (and its hint) only while the event it sends has a subscriber.
@MainActor
public final class SubscriberCountingSubject<Output> {
    private let subject = PassthroughSubject<Output, Never>()
    /// Called when `hasSubscribers` changes.
    private let listeningDidChange: @MainActor () -> Void

    /// How many subscribers `publisher` has now.
    public private(set) var subscriberCount = 0 {
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
        subject
            .handleEvents(
                receiveSubscription: { [weak self] _ in self?.subscriberCount += 1 },
                receiveCompletion: { [weak self] _ in self?.subscriberCount -= 1 },
                receiveCancel: { [weak self] in self?.subscriberCount -= 1 }
            )
            .eraseToAnyPublisher()
    }

    /// Sends `value` to the subscribers.
    public func send(_ value: Output) {
        subject.send(value)
    }
}
