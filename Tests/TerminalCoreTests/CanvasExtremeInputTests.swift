import TerminalCore
import Testing

@Suite("Canvas with extreme input")
struct CanvasExtremeInputTests {
    private static let extremes = [Int.min, Int.min / 2, -1_000_000, -1, 0, 1, 1_000_000, Int.max / 2, Int.max]

    @Test func extremeCoordinatesNeverCrashAndDrawNothingOffGrid() {
        var canvas = Canvas(size: Size(width: 4, height: 2))
        for x in Self.extremes {
            for y in Self.extremes where y != 0 && y != 1 || x < -1 || x > 4 {
                canvas.put("漢字 text", at: Point(x: x, y: y), maxWidth: x, ellipsis: true)
                canvas.put("x", at: Point(x: x, y: y))
                canvas.fill(Rect(x: x, y: y, width: Int.max, height: Int.max), with: Cell("漢"))
                canvas.fill(Rect(x: x, y: y, width: 3, height: 3), with: Cell("#"))
                canvas.drawBox(Rect(x: x, y: y, width: Int.max, height: 5), title: "t")
                canvas.withRegion(Rect(x: x, y: y, width: Int.max, height: Int.max)) { region in
                    region.put("inner", at: Point(x: 0 &- x, y: 0 &- y))
                    region.clear()
                }
            }
        }
        #expect(canvas.size == Size(width: 4, height: 2))
    }

    @Test func hugeRegionsStillClipToTheGrid() {
        var canvas = Canvas(size: Size(width: 3, height: 1))
        canvas.withRegion(Rect(x: Int.min / 2, y: 0, width: Int.max, height: 1)) { region in
            #expect(region.visibleRect.width <= 3)
            region.fill(region.bounds, with: Cell("漢"))
        }
        #expect(canvas.lines[0].allSatisfy { $0 == "漢" || $0 == " " })
        #expect(
            Rect(x: Int.min / 2 - 100, y: 0, width: Int.max, height: 1)
                .intersection(Rect(x: 0, y: 0, width: Int.max, height: 1)).width > 0)
    }
}
