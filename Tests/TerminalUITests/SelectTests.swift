import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A form of three rows whose middle row is a select of colours, for the select's tests.
@MainActor
private struct SelectFixture {
    let name = TextField(text: "Ada")
    let colour = Select(
        options: ["Red", "Green", "Blue", "Cyan", "Magenta", "Yellow"].map { SelectOption($0) }, value: "Green")
    let notes = TextField(text: "none")
    let driver: ViewDriver<Form>

    init(size: Size = Size(width: 40, height: 12), colourWidth: FormFieldWidth = .fixed(12)) {
        let form = Form(rows: [
            FormRow("Name", name), FormRow("Colour", colour, width: colourWidth), FormRow("Notes", notes),
        ])
        driver = ViewDriver(form, size: size)
        _ = colour.becomeFocused()
        driver.runUntilIdle()
    }

    /// The rows of the open box, without its border.
    var boxRows: [String] {
        guard let popup = driver.window.overlays.last as? SelectPopup else { return [] }
        let frame = popup.frame
        return driver.lines[(frame.minY + 1)..<(frame.maxY - 1)].map { line in
            let characters = Array(line)
            return String(characters[(frame.minX + 1)..<(frame.maxX - 1)]).trimmingTrailingSpaces()
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

@MainActor
@Suite("Select: a drop-down choice")
struct SelectTests {
    @Test("closed it shows the selected title and ▾; Enter opens the box below it on the selected option")
    func opensBelow() {
        let fixture = SelectFixture()
        #expect(fixture.driver.lines[1].hasPrefix("Colour Green      ▾"))
        fixture.driver.press(.enter)
        #expect(fixture.colour.isOpen)
        let popup = try! #require(fixture.driver.window.overlays.last as? SelectPopup)
        #expect(popup.frame == Rect(x: 7, y: 2, width: 12, height: 8))
        #expect(fixture.boxRows == ["Red", "Green", "Blue", "Cyan", "Magenta", "Yellow"])
        #expect(fixture.driver.focusedView === popup.list)
        #expect(popup.list.selectedItem?.title == "Green")
        #expect(fixture.driver.lines[1].hasPrefix("Colour Green      ▴"))
    }

    @Test("↓ and Enter choose the next option, fire valueChanged once and give the focus back")
    func keyboardChoice() {
        let fixture = SelectFixture()
        let changes = EventLog(fixture.colour.valueChanged)
        fixture.driver.press(.enter, .down, .down)
        #expect(changes.values.isEmpty)
        #expect(fixture.colour.value == "Green")
        fixture.driver.press(.enter)
        #expect(changes.values == ["Cyan"])
        #expect(!fixture.colour.isOpen)
        #expect(fixture.driver.window.overlays.isEmpty)
        #expect(fixture.driver.focusedView === fixture.colour)
        #expect(fixture.driver.lines[1].hasPrefix("Colour Cyan       ▾"))
    }

    @Test("Esc closes without choosing; Space opens too; Home and End reach the ends")
    func escapeAndEnds() {
        let fixture = SelectFixture()
        let changes = EventLog(fixture.colour.valueChanged)
        fixture.driver.press(.character(" "), .end)
        let popup = try! #require(fixture.driver.window.overlays.last as? SelectPopup)
        #expect(popup.list.selectedItem?.title == "Yellow")
        fixture.driver.press(.home)
        #expect(popup.list.selectedItem?.title == "Red")
        fixture.driver.press(.escape)
        #expect(!fixture.colour.isOpen)
        #expect(changes.values.isEmpty)
        #expect(fixture.colour.value == "Green")
        #expect(fixture.driver.focusedView === fixture.colour)
        fixture.driver.press(.enter)
        #expect(popup.list.selectedItem?.title == "Green", "reopening starts on the selected option")
    }

    @Test("typing letters jumps to the next option starting with them")
    func typeToSearch() {
        let fixture = SelectFixture()
        let changes = EventLog(fixture.colour.valueChanged)
        fixture.driver.press(.enter)
        fixture.driver.type("m")
        fixture.driver.press(.enter)
        #expect(changes.values == ["Magenta"])
        fixture.driver.advanceClock(by: .seconds(2))
        fixture.driver.press(.enter)
        fixture.driver.type("b")
        fixture.driver.press(.enter)
        #expect(changes.values == ["Magenta", "Blue"])
    }

    @Test("PgDn and PgUp move a page through many options, and the box scrolls")
    func pages() {
        let numbers = Select(options: (1...100).map { SelectOption("Item \($0)", value: $0) }, value: 1)
        let driver = ViewDriver(numbers, size: Size(width: 30, height: 20))
        driver.press(.enter)
        let popup = try! #require(driver.window.overlays.last as? SelectPopup)
        #expect(popup.frame.height == 12)
        driver.press(.pageDown)
        #expect(popup.list.selectedItem?.title == "Item 10")
        driver.press(.pageDown, .pageUp)
        #expect(popup.list.selectedItem?.title == "Item 10")
        driver.press(.end)
        #expect(driver.lines.contains { $0.contains("Item 100") })
        driver.press(.enter)
        #expect(numbers.value == 100)
    }

    @Test("a click opens, a click on an option chooses it, a click outside closes")
    func mouse() {
        let fixture = SelectFixture()
        let changes = EventLog(fixture.colour.valueChanged)
        fixture.driver.click(at: Point(x: 9, y: 1))
        #expect(fixture.colour.isOpen)
        fixture.driver.click(at: Point(x: 9, y: 6))
        #expect(changes.values == ["Cyan"])
        #expect(!fixture.colour.isOpen)
        fixture.driver.click(at: Point(x: 9, y: 1))
        #expect(fixture.colour.isOpen)
        fixture.driver.click(at: Point(x: 30, y: 10))
        #expect(!fixture.colour.isOpen)
        #expect(changes.values == ["Cyan"])
        #expect(fixture.driver.focusedView === fixture.colour)
    }

    @Test("the box flips above the select when there is no room below, and stays inside the screen")
    func flipsAndClamps() {
        let options = ["Red", "Green", "Blue", "A very long colour name"].map { SelectOption($0) }
        let select = Select(options: options, value: "Red")
        let spacer = Label("")
        let stack = VStack(items: [spacer.sized(.fill), select.sized(.intrinsic)])
        let driver = ViewDriver(stack, size: Size(width: 20, height: 10))
        _ = select.becomeFocused()
        driver.press(.enter)
        let popup = try! #require(driver.window.overlays.last as? SelectPopup)
        #expect(select.frameInWindow.minY == 9)
        #expect(popup.frame == Rect(x: 0, y: 3, width: 20, height: 6))
        #expect(driver.lines[4].hasPrefix("│Red"))
        let tiny = ViewDriver(Select(options: options, value: "Blue"), size: Size(width: 6, height: 3))
        tiny.press(.enter)
        let tinyPopup = try! #require(tiny.window.overlays.last as? SelectPopup)
        #expect(tinyPopup.frame == Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(tiny.lines[1] == "│Blue│")
    }

    @Test("bound through rx.value the select is controlled: a choice the store refuses snaps back")
    func controlled() {
        let fixture = SelectFixture()
        let bound = CurrentValueSubject<String?, Never>("Blue")
        bound.subscribe(fixture.colour.rx.value)
        #expect(fixture.colour.value == "Blue")
        let changes = EventLog(fixture.colour.valueChanged)
        #expect(changes.values.isEmpty, "a binder fires no event")
        fixture.driver.press(.enter, .down, .enter)
        #expect(changes.values == ["Cyan"])
        #expect(fixture.colour.value == "Blue", "nobody stored Cyan: the bound value shows again")
        #expect(fixture.driver.lines[1].hasPrefix("Colour Blue       ▾"))
        let accepting = fixture.colour.valueChanged.sink { bound.send($0) }
        fixture.driver.press(.enter, .down, .enter)
        #expect(fixture.colour.value == "Cyan")
        accepting.cancel()
    }

    @Test("rx.options replaces the options and keeps the selected value while an option holds it")
    func boundOptions() {
        let fixture = SelectFixture()
        Just(["Blue", "Green"].map { SelectOption($0) }).subscribe(fixture.colour.rx.options)
        #expect(fixture.colour.value == "Green")
        #expect(fixture.colour.selectedIndex == 1)
        Just(["Blue"].map { SelectOption($0) }).subscribe(fixture.colour.rx.options)
        #expect(fixture.colour.value == nil)
        fixture.colour.placeholder = "Pick one"
        #expect(fixture.driver.lines[1].hasPrefix("Colour Pick one   ▾"))
        fixture.driver.press(.enter)
        #expect(fixture.boxRows == ["Blue"])
    }

    @Test("an empty select opens a box saying so; a disabled one does not open")
    func emptyAndDisabled() {
        let empty = Select<String>(options: [])
        let driver = ViewDriver(empty, size: Size(width: 20, height: 6))
        driver.press(.enter)
        #expect(empty.isOpen)
        #expect(driver.lines.contains { $0.contains("No options") })
        driver.press(.escape)
        empty.isEnabled = false
        driver.press(.enter)
        #expect(!empty.isOpen)
    }

    @Test("tiny sizes never crash")
    func tinySizes() {
        let make = { Select(options: ["Red", "Green"].map { SelectOption($0) }, value: "Green") }
        #expect(lines(of: make(), width: 0, height: 0) == [])
        #expect(lines(of: make(), width: 1, height: 1) == ["▾"])
        #expect(lines(of: make(), width: 2, height: 2) == [" ▾", "  "])
        #expect(lines(of: make(), width: 5, height: 1) == ["Gr… ▾"])
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let driver = ViewDriver(make(), size: size)
            driver.press(.enter, .down, .enter)
            driver.click(at: Point(x: 0, y: 0))
            driver.press(.escape)
        }
    }

    @Test("golden screens of the open select at 80×24 and 40×12")
    func goldens() {
        let wide = SelectFixture(size: Size(width: 80, height: 24), colourWidth: .fixed(20))
        wide.driver.press(.enter, .down)
        wide.driver.expectScreen(named: "select-open-80x24")
        let narrow = SelectFixture(size: Size(width: 40, height: 12))
        narrow.driver.press(.enter, .end)
        narrow.driver.expectScreen(named: "select-open-40x12")
    }
}
