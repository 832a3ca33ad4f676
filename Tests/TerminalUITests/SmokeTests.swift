import Testing
import TerminalUI

@Suite("Contract smoke tests")
struct SmokeTests {
    @Test func canvasDrawsTextAndBox() {
        var canvas = Canvas(size: Size(width: 10, height: 3))
        canvas.drawBox(Rect(x: 0, y: 0, width: 10, height: 3), title: "Hi")
        canvas.put("漢字", at: Point(x: 1, y: 1))
        #expect(canvas.lines == ["┌ Hi ────┐", "│漢字    │", "└────────┘"])
    }

    @Test func parserDecodesArrowAndText() {
        var parser = InputParser()
        let events = parser.feed(Array("\u{1B}[Aé".utf8), at: .zero)
        #expect(events == [.key(.up), .key(.character("é"))])
    }
}
