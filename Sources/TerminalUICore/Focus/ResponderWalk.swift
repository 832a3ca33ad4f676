/// A walk along a window's responder chain, innermost first: the focused view of the top layer (or
/// the layer's `unfocusedResponder`), each `nextResponder` out, disabled views left out, the window
/// last. A responder's `nextResponder` is asked only when the walk goes on past it. A loop over
/// `next()` calls no closure, so hot paths on the main actor pay no isolation check per responder.
@MainActor
struct ResponderWalk {
    private let window: Window
    private var current: Responder?
    private var hasReturnedCurrent = false
    private var last: Responder?
    private var steps = 0
    private var isFinished = false
    /// Whether the walk added the window at the end of a chain that stopped short of it.
    private(set) var addedWindow = false

    /// A walk from the innermost responder of `window`.
    init(window: Window) {
        self.window = window
        current = window.focusedView ?? window.topLayer.unfocusedResponder
    }

    /// A walk that goes on after `responder` (which it does not return again).
    init(window: Window, after responder: Responder) {
        self.window = window
        current = responder
        hasReturnedCurrent = true
        last = responder
    }

    /// The next responder, or nil after the window.
    mutating func next() -> Responder? {
        if hasReturnedCurrent, let responder = current {
            current = responder.nextResponder
            steps += 1
        }
        hasReturnedCurrent = false
        while let responder = current, steps < Responder.chainLimit {
            if (responder as? View)?.isEnabled != false {
                last = responder
                hasReturnedCurrent = true
                return responder
            }
            current = responder.nextResponder
            steps += 1
        }
        guard !isFinished else { return nil }
        isFinished = true
        guard last !== window else { return nil }
        addedWindow = true
        return window
    }
}
