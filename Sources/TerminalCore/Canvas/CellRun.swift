/// Consecutive cells of one row that changed between two frames, starting at `origin`.
/// A run never splits a wide glyph from its continuation cell.
public struct CellRun: Hashable, Sendable {
    /// The absolute position of the first cell.
    public var origin: Point
    /// The cells, left to right (continuation cells included).
    public var cells: [Cell]

    /// Creates a run.
    public init(origin: Point, cells: [Cell]) {
        self.origin = origin
        self.cells = cells
    }

    /// The text of the run (continuation cells add nothing).
    public var text: String {
        cells.reduce(into: "") { $0 += $1.grapheme }
    }
}
