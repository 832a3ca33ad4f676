import TerminalCore

/// Sizes as the kernel reports them and as ncurses accepts them.
enum ScreenGeometry {
    /// The largest dimension ncurses can hold (its sizes are C `short`s).
    static let largestDimension = Int(Int16.max)

    /// The size a `TIOCGWINSZ` reply describes; 0×0 is a valid answer.
    static func size(rows: Int, columns: Int) -> Size {
        Size(width: min(columns, largestDimension), height: min(rows, largestDimension))
    }

    /// The dimensions to give `resizeterm` for a size, or nil when ncurses cannot hold it (an empty
    /// screen: ncurses keeps its last real size and writes are clipped away).
    static func ncursesDimensions(for size: Size) -> (lines: Int32, columns: Int32)? {
        guard !size.isEmpty else { return nil }
        return (Int32(min(size.height, largestDimension)), Int32(min(size.width, largestDimension)))
    }
}
