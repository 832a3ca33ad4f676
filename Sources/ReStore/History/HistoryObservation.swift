/// The handle of a history observer: `cancel()` (or releasing the handle) stops the calls.
public final class HistoryObservation {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) {
        self.stop = stop
    }

    deinit {
        stop?()
    }

    /// Stops the observer; calling it again does nothing.
    public func cancel() {
        stop?()
        stop = nil
    }
}
