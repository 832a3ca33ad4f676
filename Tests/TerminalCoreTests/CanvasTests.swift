import TerminalCore
import Testing

@Suite("Canvas")
struct CanvasTests {
    private func canvas(_ width: Int, _ height: Int = 1) -> Canvas {
        Canvas(size: Size(width: width, height: height))
    }

    @Test func putTruncatesAndReportsColumns() {
        var canvas = canvas(10)
        #expect(canvas.put("hello world", at: Point(x: 2, y: 0)) == 8)
        #expect(canvas.lines == ["  hello wo"])
        var limited = self.canvas(10)
        #expect(limited.put("hello world", at: .zero, maxWidth: 5) == 5)
        #expect(limited.lines == ["hello     "])
    }

    @Test func ellipsisAtMaxWidthAndAtClipEdge() {
        var canvas = canvas(10, 2)
        #expect(canvas.put("hello world", at: .zero, maxWidth: 6, ellipsis: true) == 6)
        #expect(canvas.put("hello world", at: Point(x: 3, y: 1), ellipsis: true) == 7)
        #expect(canvas.lines == ["hello…    ", "   hello …"])
        var fits = self.canvas(10)
        #expect(fits.put("hello", at: .zero, maxWidth: 5, ellipsis: true) == 5)
        #expect(fits.lines == ["hello     "])
    }

    @Test func ellipsisNeverSplitsWideGlyphs() {
        var canvas = canvas(8)
        #expect(canvas.put("漢字漢字", at: .zero, maxWidth: 6, ellipsis: true) == 5)
        #expect(canvas.lines == ["漢字…   "])
        #expect(canvas[x: 4, y: 0].grapheme == "…")
    }

    @Test func wideGlyphAtRightClipEdgeBecomesSpace() {
        var canvas = canvas(5)
        canvas.put("xxxxx", at: .zero)
        #expect(canvas.put("ab漢", at: Point(x: 2, y: 0)) == 3)
        #expect(canvas.lines == ["xxab "])
        #expect(!canvas[x: 4, y: 0].isWide)
    }

    @Test func wideGlyphAtLeftClipEdgeBecomesSpace() {
        var canvas = canvas(6)
        canvas.put("xxxxxx", at: .zero)
        canvas.withRegion(Rect(x: 2, y: 0, width: 4, height: 1)) { region in
            region.put("漢字ab", at: Point(x: -1, y: 0))
        }
        #expect(canvas.lines == ["xx 字a"])
        #expect(canvas[x: 1, y: 0].grapheme == "x")
    }

    @Test func emojiAndCombiningMarksAtClipEdges() {
        var canvas = canvas(4, 2)
        canvas.put("e\u{301}👍🏽x", at: Point(x: 1, y: 0))
        #expect(canvas.lines[0] == " e\u{301}👍🏽")
        #expect(canvas[x: 3, y: 0].isContinuation)
        canvas.put("ab👨‍👩‍👧", at: Point(x: 1, y: 1))
        #expect(canvas.lines[1] == " ab ")
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var canvas = canvas(6)
        canvas.put("漢字漢", at: .zero)
        canvas.put("x", at: Point(x: 1, y: 0))
        #expect(canvas.lines == [" x字漢"])
        canvas.put("y", at: Point(x: 2, y: 0))
        #expect(canvas.lines == [" xy 漢"])
        canvas.put("字", at: Point(x: 3, y: 0))
        #expect(canvas.lines == [" xy字 "])
        #expect(canvas[x: 5, y: 0] == .blank)
    }

    @Test func overwriteAcrossClipBoundaryKeepsGlyphsWhole() {
        var canvas = canvas(6)
        canvas.put("漢字漢", at: .zero)
        canvas.withRegion(Rect(x: 3, y: 0, width: 3, height: 1)) { region in
            region.put("z", at: .zero)
        }
        #expect(canvas.lines == ["漢 z漢"])
    }

    @Test func controlCharactersNeverReachTheCanvasRaw() {
        var canvas = canvas(12)
        canvas.put("a\tb\u{1B}[2J\nc", at: .zero)
        #expect(canvas.lines == ["a b␛[2J␤c   "])
    }

    @Test func zeroWidthClustersAreSkipped() {
        var canvas = canvas(4)
        #expect(canvas.put("\u{301}a\u{200B}b", at: .zero) == 2)
        #expect(canvas.lines == ["ab  "])
    }

    @Test func regionsTranslateAndClipNested() {
        var canvas = canvas(8, 3)
        canvas.withRegion(Rect(x: 2, y: 1, width: 4, height: 2)) { outer in
            #expect(outer.bounds == Rect(x: 0, y: 0, width: 4, height: 2))
            outer.put("abcdefg", at: .zero)
            outer.withRegion(Rect(x: 2, y: 1, width: 10, height: 10)) { inner in
                #expect(inner.visibleRect == Rect(x: 0, y: 0, width: 2, height: 1))
                inner.put("XYZ", at: .zero)
                inner.put("out", at: Point(x: 0, y: 1))
            }
        }
        #expect(canvas.lines == ["        ", "  abcd  ", "    XY  "])
        #expect(canvas.origin == .zero)
        #expect(canvas.clipRect == Rect(x: 0, y: 0, width: 8, height: 3))
    }

    @Test func drawingOutsideTheGridDoesNothing() {
        var canvas = canvas(3, 2)
        #expect(canvas.put("abc", at: Point(x: 0, y: 5)) == 0)
        #expect(canvas.put("abc", at: Point(x: 7, y: 0)) == 0)
        canvas.put("abcdef", at: Point(x: -2, y: 1))
        canvas.fill(Rect(x: -10, y: -10, width: 5, height: 5), with: Cell("#"))
        #expect(canvas.lines == ["   ", "cde"])
        #expect(canvas[x: 99, y: 99] == .blank)
    }

    @Test func fillAndClear() {
        var canvas = canvas(5, 3)
        canvas.fill(Rect(x: 1, y: 0, width: 3, height: 2), with: Cell("#", style: .bold))
        #expect(canvas.lines == [" ### ", " ### ", "     "])
        #expect(canvas[x: 2, y: 1].style == .bold)
        canvas.clear(Rect(x: 2, y: 0, width: 1, height: 3), style: .reversed)
        #expect(canvas.lines == [" # # ", " # # ", "     "])
        #expect(canvas[x: 2, y: 2].style == .reversed)
        canvas.fill(Rect(x: 0, y: 2, width: 5, height: 1), with: Cell("漢"))
        #expect(canvas.lines[2] == "漢漢 ")
        canvas.clear()
        #expect(canvas.lines == ["     ", "     ", "     "])
    }

    @Test func boxWithTitle() {
        var canvas = canvas(12, 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 12, height: 3), title: "Files", style: .plain, titleStyle: .bold)
        #expect(canvas.lines == ["┌ Files ───┐", "│          │", "└──────────┘"])
        #expect(canvas[x: 2, y: 0].style == .bold)
        #expect(canvas[x: 8, y: 0].style == .plain)
    }

    @Test func boxTitleIsTruncatedWithEllipsis() {
        var canvas = canvas(10, 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 10, height: 3), title: "A long title", border: .rounded)
        #expect(canvas.lines == ["╭ A lon… ╮", "│        │", "╰────────╯"])
        var wide = self.canvas(9, 3)
        wide.drawBox(Rect(x: 0, y: 0, width: 9, height: 3), title: "漢字漢字")
        #expect(wide.lines[0] == "┌ 漢字… ┐")
    }

    @Test func degenerateBoxes() {
        var canvas = canvas(4, 4)
        canvas.drawBox(Rect(x: 0, y: 0, width: 4, height: 1), title: "x")
        canvas.drawBox(Rect(x: 0, y: 1, width: 1, height: 3))
        canvas.drawBox(Rect(x: 1, y: 1, width: 0, height: 3))
        canvas.drawBox(Rect(x: 2, y: 2, width: 2, height: 2), title: "too small")
        #expect(canvas.lines == ["────", "│   ", "│ ┌┐", "│ └┘"])
    }

    @Test func setPlacesSingleCells() {
        var canvas = canvas(3)
        #expect(canvas.set(Cell("漢"), at: Point(x: 1, y: 0)) == 2)
        #expect(canvas[x: 2, y: 0].isContinuation)
        canvas.set(Cell.continuation(style: .plain), at: Point(x: 0, y: 0))
        #expect(canvas.lines == [" 漢"])
    }

    @Test func zeroSizedCanvasIsSafe() {
        var canvas = canvas(0, 0)
        canvas.put("abc", at: .zero)
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: Cell("x"))
        canvas.drawBox(Rect(x: 0, y: 0, width: 5, height: 5), title: "t")
        #expect(canvas.lines.isEmpty)
    }
}

@Suite("Canvas with long text")
struct CanvasLongTextTests {
    @Test func longTextIsLaidOutOnlyAsFarAsTheClip() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        let long = String(repeating: "漢", count: 200_000)
        #expect(canvas.put(long, at: Point(x: 1, y: 0)) == 3)
        #expect(canvas.lines == [" 漢 "])
        #expect(canvas.put(long, at: .zero, ellipsis: true) == 3)
        #expect(canvas.lines == ["漢… "])
    }
}
