/// A size on a character grid in columns and rows. Negative values are clamped to zero.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns, never negative.
    public var width: Int {
        didSet { if width < 0 { width = 0 } }
    }
    /// The number of rows, never negative.
    public var height: Int {
        didSet { if height < 0 { height = 0 } }
    }

    /// Creates a size; negative dimensions become zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty size, 0×0.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size covers no cell at all.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The number of cells, `width × height` (saturating instead of overflowing).
    public var area: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// `80×24`.
    public var description: String { "\(width)×\(height)" }
}
