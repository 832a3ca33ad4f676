/// The panels of the inspector, in the order of its segmented control.
public enum InspectorPanelKind: Int, CaseIterable, Sendable {
    /// Every dispatched action; selecting one travels there.
    case actions
    /// The state after the selected action, with what it changed.
    case state
    /// The navigation stack, connections and subscribers.
    case screens
    /// The last frames and what they cost.
    case frames

    /// The panel's name in the segmented control.
    public var title: String {
        switch self {
        case .actions: "Actions"
        case .state: "State"
        case .screens: "Screens"
        case .frames: "Frames"
        }
    }
}
