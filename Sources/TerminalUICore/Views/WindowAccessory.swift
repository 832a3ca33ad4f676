/// State a widget library keeps with each window (the menus open, a command palette), attached with
/// `Window.accessory(_:orAttach:)`: the window holds one accessory of each type for its lifetime,
/// and offers each the mouse events no view handled (a right press opening a context menu).
@MainActor
public protocol WindowAccessory: AnyObject {
    /// Handles `mouse` (window coordinates), which no view of the top layer handled; returns whether
    /// it did. The accessories are asked in the order they were attached.
    func handleUnhandledMouse(_ mouse: MouseEvent, in window: Window) -> Bool
}

extension WindowAccessory {
    /// Leaves unhandled mouse events alone.
    public func handleUnhandledMouse(_ mouse: MouseEvent, in window: Window) -> Bool { false }
}
