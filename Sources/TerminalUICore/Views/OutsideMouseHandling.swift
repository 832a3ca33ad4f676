/// An overlay that wants the mouse events landing outside it while it is the top layer (a menu
/// closes on a click outside; a click on the menu bar switches menus). Without it, such events go
/// nowhere.
@MainActor
public protocol OutsideMouseHandling: AnyObject {
    /// Handles `mouse` (in window coordinates), which landed outside the overlay; returns whether it did.
    func handleMouseOutside(_ mouse: MouseEvent) -> Bool
}
