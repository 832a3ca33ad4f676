/// The commands that open menus and the command palette; the window binds keys to them.
extension Command {
    /// Opens the menu bar's menu with the index given as the argument (the first without one).
    public static let openMenu = Command("openMenu")
    /// Opens a context menu of the focused view's commands at the focused view.
    public static let showContextMenu = Command("showContextMenu")
    /// Opens the command palette: every command of the focused context, found by typing.
    public static let showCommandPalette = Command("showCommandPalette")
}
