import ReCursesTesting
import TerminalUI
import Testing

/// A view that fills itself with one glyph, in the focused style when it has the focus.
@MainActor
final class Tile: View {
    var glyph: Character = "#" {
        didSet { setNeedsDisplay() }
    }
    var focusable = true

    override var canBecomeFocused: Bool { focusable }
    override var cursorPosition: Point? { focusable ? Point(x: 1, y: 0) : nil }

    override func draw(into canvas: inout Canvas) {
        canvas.fill(bounds, with: Cell(glyph, style: isFocused ? theme.focused : theme.normal))
    }
}

@MainActor
@Suite("ViewDriver")
struct ViewDriverTests {
    @Test func showsTheViewFocusedWithTheFixedTheme() {
        let driver = ViewDriver(Tile(), size: Size(width: 3, height: 2))
        #expect(driver.lines == ["###", "###"])
        #expect(driver.focusedView === driver.view)
        #expect(driver.style(at: Point(x: 2, y: 1)) == Theme.default.focused)
        #expect(driver.cursor == .at(Point(x: 1, y: 0)))
        #expect(driver.framesPresented == 1)
    }

    @Test func aViewThatCannotBeFocusedIsShownUnfocused() {
        let tile = Tile()
        tile.focusable = false
        let driver = ViewDriver(tile, size: Size(width: 2, height: 1), theme: .monochrome)
        #expect(driver.focusedView == nil)
        #expect(driver.style(at: Point(x: 0, y: 0)) == Theme.monochrome.normal)
        #expect(driver.cursor == .hidden)
    }

    @Test func typingGoesThroughTheParserAndCostsOneFrame() {
        let field = TextField()
        let driver = ViewDriver(field, size: Size(width: 8, height: 1))
        let before = driver.framesPresented
        driver.type("日本 ok")
        #expect(driver.lines == ["日本 ok "])
        #expect(field.text == "日本 ok")
        #expect(driver.cursor.position == Point(x: 7, y: 0))
        #expect(driver.framesPresented == before + 1)
    }

    @Test func pressAndPasteReachTheFocusedView() {
        let field = TextField(text: "abc")
        let driver = ViewDriver(field, size: Size(width: 10, height: 1))
        driver.press(.backspace, .home)
        driver.paste("x\ny")
        #expect(field.text == "x yab")
        driver.press(.escape)
        #expect(driver.lines == ["x yab     "])
    }

    @Test func clickIsInTheViewsCoordinates() {
        let control = SegmentedControl(segments: ["One", "Two", "Six"], selectedSegmentIndex: 0)
        let driver = ViewDriver(control, size: Size(width: 20, height: 1))
        #expect(driver.lines == [" One │ Two │ Six    "])
        driver.click(at: Point(x: 13, y: 0))
        #expect(control.selectedSegmentIndex == 2)
        #expect(driver.click(on: "Two"))
        #expect(control.selectedSegmentIndex == 1)
        #expect(!driver.click(on: "Ten"))
        #expect(control.selectedSegmentIndex == 1)
    }

    @Test func aChangeMadeOnTheViewShowsOnTheNextRead() {
        let tile = Tile()
        let driver = ViewDriver(tile, size: Size(width: 2, height: 1))
        tile.glyph = "*"
        #expect(driver.lines == ["**"])
        #expect(driver.framesPresented == 2)
        #expect(driver.framesPresented == 2)
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinySizesAndResizes(size: Size) {
        let field = TextField(text: "hello")
        let driver = ViewDriver(field, size: size)
        #expect(driver.lines.count == size.height)
        #expect(driver.lines.allSatisfy { $0.count == size.width })
        driver.type("!")
        #expect(field.text == "hello!")
        driver.resize(Size(width: 7, height: 1))
        #expect(driver.lines == ["hello! "])
        driver.resize(size)
        #expect(driver.snapshot.size == size)
        #expect(driver.lines.count == size.height)
    }

    @Test func theSnapshotHoldsGlyphsStylesAndTheCursor() {
        let field = TextField(text: "漢")
        let driver = ViewDriver(field, size: Size(width: 3, height: 1))
        let snapshot = driver.snapshot
        #expect(snapshot.lines == ["漢 "])
        #expect(snapshot.rows[0].map(\.glyph) == ["漢", "", " "])
        #expect(snapshot.cursor == Point(x: 2, y: 0))
        #expect(snapshot.rows[0][0].style == StyleDescription.describe(driver.style(at: .zero)))
    }
}
