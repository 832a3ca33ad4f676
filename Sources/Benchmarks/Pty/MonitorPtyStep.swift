/// The steps of the Monitor's pseudo-terminal session, in order: both children (ReCurses and plain
/// ncurses) show the Monitor after the same refreshes; the parent counts the bytes.
enum MonitorPtyStep: Int, PtySessionStep {
    /// The first snapshot's frame (not counted).
    case initialFrame
    /// A refresh in which only the CPU figures changed (the rows keep their order).
    case refresh
    /// A frame in which every view draws again and nothing changed.
    case noOpFrame

    /// The name of the quantity a counted step reports, nil for a step that is not counted.
    var quantityName: String? {
        switch self {
        case .refresh: "refresh, only CPU % changed"
        case .noOpFrame: "no-op frame"
        case .initialFrame: nil
        }
    }
}
