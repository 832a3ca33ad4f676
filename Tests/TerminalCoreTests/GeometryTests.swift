import TerminalCore
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test func sizeClampsNegativeValues() {
        var size = Size(width: -3, height: 4)
        #expect(size == Size(width: 0, height: 4))
        #expect(size.isEmpty)
        size.height = -1
        #expect(size.height == 0)
        #expect(Size(width: 3, height: 4).area == 12)
        #expect(Size(width: Int.max, height: 2).area == Int.max)
    }

    @Test func rectEdgesAreExclusive() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect((rect.minX, rect.maxX, rect.minY, rect.maxY) == (2, 6, 3, 8))
        #expect(rect.contains(Point(x: 2, y: 3)))
        #expect(rect.contains(Point(x: 5, y: 7)))
        #expect(!rect.contains(Point(x: 6, y: 7)))
        #expect(!rect.contains(Point(x: 5, y: 8)))
        #expect(!Rect.zero.contains(Point.zero))
        #expect(rect.contains(Rect(x: 3, y: 4, width: 3, height: 4)))
        #expect(!rect.contains(Rect(x: 3, y: 4, width: 4, height: 4)))
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        #expect(a.intersection(Rect(x: 5, y: 2, width: 10, height: 10)) == Rect(x: 5, y: 2, width: 5, height: 3))
        #expect(a.intersection(Rect(x: 10, y: 0, width: 3, height: 3)).isEmpty)
        #expect(a.intersection(Rect(x: -5, y: -5, width: 3, height: 3)).isEmpty)
        #expect(!a.intersects(Rect(x: 10, y: 0, width: 3, height: 3)))
        #expect(a.intersects(Rect(x: 9, y: 4, width: 3, height: 3)))
    }

    @Test func insetNeverGoesNegative() {
        let rect = Rect(x: 1, y: 1, width: 10, height: 4)
        #expect(rect.inset(by: EdgeInsets(all: 1)) == Rect(x: 2, y: 2, width: 8, height: 2))
        #expect(rect.inset(by: EdgeInsets(horizontal: 2)) == Rect(x: 3, y: 1, width: 6, height: 4))
        #expect(rect.inset(by: EdgeInsets(all: 3)).size == Size(width: 4, height: 0))
        #expect(rect.inset(by: EdgeInsets(left: 20)).width == 0)
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).horizontal == 6)
    }

    @Test func pointArithmetic() {
        #expect(Point(x: 1, y: 2) + Point(x: 3, y: 4) == Point(x: 4, y: 6))
        #expect(Point(x: 1, y: 2) - Point(x: 3, y: 4) == Point(x: -2, y: -2))
        #expect(Rect(x: 1, y: 1, width: 2, height: 2).offsetBy(dx: 2, dy: -1).origin == Point(x: 3, y: 0))
    }
}
