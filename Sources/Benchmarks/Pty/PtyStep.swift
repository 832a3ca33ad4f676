import TerminalUI

/// The steps of one pty scenario, in order: each counted step names the quantity it reports, and
/// one of them is the no-op frame (whose doupdate calls are counted too).
protocol PtySessionStep: CaseIterable, Equatable where AllCases == [Self] {
    /// The name of the quantity a counted step reports, nil for a step that is not counted.
    var quantityName: String? { get }
    /// The frame in which every view draws again and nothing changed.
    static var noOpFrame: Self { get }
}

/// The steps of a pseudo-terminal session, in order. Both children (ReCurses and plain ncurses)
/// make the same screen changes; the parent counts the bytes each step writes.
enum PtyStep: Int, PtySessionStep {
    /// The first frame (not counted).
    case initialFrame
    /// One character typed into the focused text field.
    case typeCharacter
    /// Tab moves the focus to the list (not counted).
    case focusList
    /// Down moves the selection one row, without scrolling.
    case moveSelection
    /// Down until the selection is on the last visible row (not counted).
    case selectionToBottomEdge
    /// Down once more: the list scrolls by one row.
    case scrollList
    /// A frame in which every view draws again and nothing changed.
    case noOpFrame

    /// The name of the quantity a counted step reports, nil for a step that is not counted.
    var quantityName: String? {
        switch self {
        case .typeCharacter: "type one character"
        case .moveSelection: "move list selection one row"
        case .scrollList: "scroll list one row"
        case .noOpFrame: "no-op frame"
        case .initialFrame, .focusList, .selectionToBottomEdge: nil
        }
    }

    /// The keys the step presses on `screen` (as it is before the step), delivered as one batch;
    /// empty for the no-op frame and the initial frame.
    @MainActor
    func keys(on screen: PtyBenchScreen) -> [Key] {
        switch self {
        case .initialFrame, .noOpFrame: []
        case .typeCharacter: [.character("s")]
        case .focusList: [.tab]
        case .moveSelection, .scrollList: [.down]
        case .selectionToBottomEdge: Array(repeating: .down, count: max(0, screen.rowsBelowSelection))
        }
    }
}
