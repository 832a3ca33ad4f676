import TerminalCore

/// What a remote session's terminal (SSH, a web page) knows of its client's screen: its size, clamped
/// so that a hostile client cannot make the server allocate a huge screen; whether the connection
/// refuses output (frames are dropped meanwhile); whether the client went away. A storm of resizes
/// within one turn of the session's clock makes one frame.
@MainActor
package final class RemoteScreen {
    /// The current size in cells, clamped.
    package private(set) var size: Size
    /// Whether the connection refused output: frames are dropped until it drains.
    package var isBlocked = false
    /// Whether the client went away.
    package private(set) var isHungUp = false

    private let clock: TerminalClock
    private let minimum: Size
    private let maximum: Size
    private var resizeTimer: ClockTimer?

    /// A client's screen of `size`, kept between `minimum` and `maximum`, timed on `clock`.
    package init(size: Size, minimum: Size, maximum: Size, clock: TerminalClock) {
        self.minimum = minimum
        self.maximum = maximum
        self.clock = clock
        self.size = size
        self.size = clamped(size)
    }

    /// The client reported `newSize`: true when the size changed (what was drawn is unknown then).
    /// While `isStarted`, `deliver` is called once with the latest size on the clock's next turn.
    package func resize(to newSize: Size, isStarted: Bool, deliver: @escaping @MainActor (Size) -> Void) -> Bool {
        let clamped = clamped(newSize)
        guard clamped != size else { return false }
        size = clamped
        guard isStarted, resizeTimer == nil else { return true }
        resizeTimer = clock.schedule(after: .zero) { [weak self] in
            guard let self else { return }
            resizeTimer = nil
            deliver(size)
        }
        return true
    }

    /// The connection takes output again: true when it had refused some (the latest frame must be
    /// drawn whole).
    package func drained() -> Bool {
        guard isBlocked else { return false }
        isBlocked = false
        return true
    }

    /// The client went away: true the first time.
    package func hangUp() -> Bool {
        guard !isHungUp else { return false }
        isHungUp = true
        cancelResize()
        return true
    }

    /// Drops a pending resize.
    package func cancelResize() {
        resizeTimer?.cancel()
        resizeTimer = nil
    }

    private func clamped(_ size: Size) -> Size {
        Size(
            width: min(max(size.width, minimum.width), maximum.width),
            height: min(max(size.height, minimum.height), maximum.height))
    }
}
