import ReCurses

extension Command {
    /// Opens or closes the inspector.
    public static let toggleInspector = Command("toggleInspector")
    /// Moves the focus between the app and the inspector.
    public static let switchInspectorFocus = Command("switchInspectorFocus")
    /// Docks the inspector on the other side.
    public static let switchInspectorDock = Command("switchInspectorDock")
    /// Shows the state one history entry earlier.
    public static let stepBack = Command("stepBack")
    /// Shows the state one history entry later.
    public static let stepForward = Command("stepForward")
    /// Returns to the present state.
    public static let returnToPresent = Command("returnToPresent")
    /// Shows the next panel of the inspector.
    public static let nextInspectorPanel = Command("nextInspectorPanel")
}
