/// What a window keeps for its menus: the menu bar it opens by key, the menus open now, the
/// command palette, and the keys that open them. It is the window's accessory: a right press no view
/// handled opens a context menu through it.
@MainActor
final class WindowMenuState: WindowAccessory {
    /// The menu bar shown in the window last (F10 and Alt-mnemonics open its menus while it is visible).
    weak var menuBar: MenuBar?
    /// The open menus, if any.
    var session: MenuSession?
    /// The open command palette, if any.
    weak var palette: CommandPaletteView?
    /// The key that opens the menu bar's first menu.
    var menuBarKey: Key?
    /// The keys that open a context menu at the focused view.
    var contextMenuKeys: [Key] = []
    /// The key that opens the command palette.
    var commandPaletteKey: Key?
    /// Whether the handlers are registered on the window yet.
    var isInstalled = false

    /// A right press no view handled opens a context menu there, when context menus are on.
    func handleUnhandledMouse(_ mouse: MouseEvent, in window: Window) -> Bool {
        window.openContextMenu(forUnhandled: mouse)
    }
}
