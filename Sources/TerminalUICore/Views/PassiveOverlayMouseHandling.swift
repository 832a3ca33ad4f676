/// An overlay set aside from events and the focus (`Window.setTakesEvents(false, overlay:)`) that
/// still takes the mouse events landing on it, before the layers below it (notifications clicked
/// away). Keys never reach it.
@MainActor
public protocol PassiveOverlayMouseHandling: AnyObject {
    /// Handles `mouse`, in the overlay's own coordinates; returns whether it did (when it did not,
    /// the event goes to the layer that takes events).
    func handlePassiveMouse(_ mouse: MouseEvent) -> Bool
}
