import Foundation
import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
@Suite("Form: labelled rows")
struct FormTests {
    @Test("labels line up in one column as wide as the widest; fields fill the rest or take their own width")
    func layout() {
        let name = TextField(text: "Ada")
        let age = Stepper(value: 36)
        let code = TextField(text: "X")
        let form = Form(rows: [FormRow("Name", name), FormRow("Age", age, width: .intrinsic)])
        form.addRow("Postcode", code, width: .fixed(6))
        #expect(form.rows.map(\.label) == ["Name", "Age", "Postcode"])
        #expect(form.sizeThatFits(Size(width: 40, height: 10)) == Size(width: 20, height: 3))
        let lines = lines(of: form, width: 30, height: 4)
        #expect(lines[0] == "Name     Ada                  ")
        #expect(lines[1] == "Age      [-] 36  [+]          ")
        #expect(lines[2] == "Postcode X                    ")
        #expect(name.frame == Rect(x: 9, y: 0, width: 21, height: 1))
        #expect(age.frame == Rect(x: 9, y: 1, width: 11, height: 1))
        #expect(code.frame == Rect(x: 9, y: 2, width: 6, height: 1))
        #expect(form.label(for: code)?.frame == Rect(x: 0, y: 2, width: 8, height: 1))
    }

    @Test("CJK labels are measured by display width")
    func wideLabels() {
        let form = Form(rows: [FormRow("名前", TextField(text: "太郎")), FormRow("Age", Label("36"))])
        let lines = lines(of: form, width: 12, height: 2)
        #expect(lines[0] == "名前 太郎   ")
        #expect(lines[1] == "Age  36     ")
        #expect(form.labelColumnWidth(forWidth: 12) == 4)
    }

    @Test("spacing, a fixed label width, right-aligned labels and a field taller than one row")
    func options() {
        let notes = Label("one two three four", wrapsLines: true)
        let form = Form(spacing: 1, labelWidth: 6, labelAlignment: .right, rows: [FormRow("Title", Label("Hi"))])
        form.addRow("Notes", notes)
        #expect(form.sizeThatFits(Size(width: 16, height: 20)) == Size(width: 14, height: 5))
        #expect(
            lines(of: form, width: 16, height: 5) == [
                " Title Hi       ", "                ", " Notes one two  ", "       three    ", "       four     ",
            ])
    }

    @Test("Tab and ↓ move through the fields top to bottom")
    func focusOrder() {
        let first = TextField()
        let second = Stepper(value: 1)
        let third = TextField()
        let form = Form(rows: [FormRow("A", first), FormRow("B", second, width: .intrinsic), FormRow("C", third)])
        let driver = ViewDriver(form, size: Size(width: 30, height: 5))
        #expect(driver.focusedView === first)
        driver.press(.tab)
        #expect(driver.focusedView === second)
        driver.press(.tab)
        #expect(driver.focusedView === third)
        driver.press(.backTab)
        driver.press(.backTab)
        driver.press(.down)
        #expect(driver.focusedView === second)
    }

    @Test("a hidden field hides its row; removing a field removes its row")
    func hiddenAndRemovedRows() {
        let a = Label("a")
        let b = Label("b")
        let c = Label("c")
        let form = Form(rows: [FormRow("One", a), FormRow("Two", b), FormRow("Three", c)])
        b.isHidden = true
        #expect(lines(of: form, width: 12, height: 3) == ["One   a     ", "Three c     ", "            "])
        b.isHidden = false
        form.removeRow(for: c)
        #expect(form.rows.map(\.label) == ["One", "Two"])
        #expect(c.superview == nil)
        #expect(lines(of: form, width: 9, height: 2) == ["One a    ", "Two b    "])
        form.addRow("Again", a)
        #expect(form.rows.map(\.label) == ["Two", "Again"])
        form.addRow("Self", form)
        #expect(form.rows.count == 2)
        form.label(for: b)?.removeFromSuperview()
        #expect(form.rows.map(\.label) == ["Again"])
        #expect(b.superview == nil)
    }

    @Test("narrow, the label column takes at most half the width and cuts its labels")
    func narrow() {
        let form = Form(rows: [FormRow("Description", Label("text"))])
        #expect(form.labelColumnWidth(forWidth: 11) == 5)
        #expect(lines(of: form, width: 11, height: 1) == ["Desc… text "])
    }

    @Test("an intrinsic text field grows as the user types")
    func growingField() {
        let field = TextField()
        let form = Form(rows: [FormRow("Todo", field, width: .intrinsic)])
        let driver = ViewDriver(form, size: Size(width: 40, height: 1))
        #expect(field.frame.width == 10)
        driver.type("a rather long todo item")
        #expect(field.frame.width == 24)
        #expect(driver.lines[0] == "Todo a rather long todo item            ")
    }

    @Test("every size works, down to 0×0", arguments: [0, 1, 2])
    func tinySizes(size: Int) {
        let form = Form(spacing: 1, rows: [FormRow("Name", TextField(text: "Ada")), FormRow("年齢", Stepper(value: 3))])
        let driver = ViewDriver(form, size: Size(width: size, height: size))
        driver.type("x")
        driver.press(.tab)
        #expect(driver.lines.count == size)
        #expect(driver.lines.allSatisfy { $0.displayWidth == size })
        #expect(Form().sizeThatFits(Size(width: size, height: size)) == .zero)
    }

    @Test("an error message shows on the line under its field in the theme's error style, and goes again")
    func errorUnderTheField() {
        let name = TextField(text: "")
        let age = Stepper(value: 100)
        let form = Form(rows: [FormRow("Name", name), FormRow("Age", age, width: .intrinsic)])
        let driver = ViewDriver(form, size: Size(width: 30, height: 4))
        #expect(driver.lines[1].hasPrefix("Age  [-] 100 [+]"))
        Just("At most 90").subscribe(form.rx.error(for: age))
        #expect(form.error(for: age) == "At most 90")
        #expect(driver.lines[1].hasPrefix("Age  [-] 100 [+]"))
        #expect(driver.lines[2] == "     At most 90               ")
        #expect(driver.style(at: Point(x: 5, y: 2)) == Theme.default.error)
        #expect(form.sizeThatFits(Size(width: 30, height: 10)).height == 3)
        form.setError("Required", for: name)
        #expect(
            driver.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "Name", "Required", "Age  [-] 100 [+]", "At most 90",
            ])
        Just(nil).subscribe(form.rx.error(for: age))
        form.setError("", for: name)
        #expect(form.error(for: name) == nil)
        #expect(driver.lines[1].hasPrefix("Age  [-] 100 [+]"))
        #expect(driver.lines[2].allSatisfy { $0 == " " })
    }

    @Test("an error line in a tiny form never crashes, and leaves with its row")
    func errorInTinyForms() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let field = TextField(text: "x")
            let form = Form(rows: [FormRow("Name", field)])
            form.setError("Required", for: field)
            let driver = ViewDriver(form, size: size)
            #expect(driver.lines.count == size.height)
            form.removeRow(for: field)
            #expect(form.subviews.isEmpty)
        }
    }
}
