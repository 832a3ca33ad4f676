/// A position on a character grid: `x` counts columns to the right, `y` rows downwards.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin, column 0 of row 0.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx` columns and `dy` rows (saturating at the limits of `Int`).
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: x.addingSaturated(dx), y: y.addingSaturated(dy))
    }

    /// Adds two points component-wise (saturating).
    public static func + (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x.addingSaturated(rhs.x), y: lhs.y.addingSaturated(rhs.y))
    }

    /// Subtracts two points component-wise (saturating).
    public static func - (lhs: Point, rhs: Point) -> Point {
        Point(x: lhs.x.subtractingSaturated(rhs.x), y: lhs.y.subtractingSaturated(rhs.y))
    }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
