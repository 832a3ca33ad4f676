/// A rectangle of cells: an origin and a size. `maxX`/`maxY` are exclusive (the first column/row outside).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The extent in columns and rows.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its components; negative sizes become zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rectangle at the origin with the given size.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left column.
    public var x: Int { origin.x }
    /// The top row.
    public var y: Int { origin.y }
    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }
    /// The left column (same as `x`).
    public var minX: Int { origin.x }
    /// The top row (same as `y`).
    public var minY: Int { origin.y }
    /// The first column to the right of the rectangle (exclusive).
    public var maxX: Int { origin.x.addingSaturated(size.width) }
    /// The first row below the rectangle (exclusive).
    public var maxY: Int { origin.y.addingSaturated(size.height) }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside the rectangle (an empty rectangle is contained nowhere).
    public func contains(_ other: Rect) -> Bool {
        !other.isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isEmpty
    }

    /// The cells both rectangles cover; an empty rectangle when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(origin: Point(x: left, y: top), size: .zero) }
        return Rect(x: left, y: top, width: right.subtractingSaturated(left), height: bottom.subtractingSaturated(top))
    }

    /// The rectangle shrunk by `insets`; never negative in size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x.addingSaturated(insets.left), y: y.addingSaturated(insets.top),
            width: width.subtractingSaturated(insets.left.addingSaturated(insets.right)),
            height: height.subtractingSaturated(insets.top.addingSaturated(insets.bottom)))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// `(x, y) w×h`.
    public var description: String { "\(origin) \(size)" }
}
