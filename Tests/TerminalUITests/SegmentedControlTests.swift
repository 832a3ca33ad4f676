import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct SegmentedControlTests {
    @Test func rendersSegmentsWithSeparators() {
        let control = SegmentedControl(segments: ["One", "Two", "Three"], selectedSegmentIndex: 1)
        let ui = ViewDriver(control, size: Size(width: 20, height: 1))
        #expect(ui.lines == [" One │ Two │ Three  "])
        #expect(ui.style(at: Point(x: 7, y: 0)) == Theme.default.focused)
        #expect(ui.style(at: Point(x: 1, y: 0)) == Theme.default.normal)
    }

    @Test func truncatesTheWidestSegmentsFirst() {
        #expect(SegmentedControlLayout.ranges(titleWidths: [2, 10, 3], width: 15) == [0..<4, 5..<9, 10..<15])
        #expect(SegmentedControlLayout.ranges(titleWidths: [5, 5, 5], width: 3) == [0..<1, 2..<3, 3..<3])
        let control = SegmentedControl(segments: ["On", "Everything", "Off"], selectedSegmentIndex: 0)
        let ui = ViewDriver(control, size: Size(width: 15, height: 1))
        #expect(ui.lines == [" On │ E… │ Off "])
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["A"]), (2, 2, ["A ", "  "]), (3, 1, ["A│B"])] {
            let control = SegmentedControl(segments: ["A", "B"], selectedSegmentIndex: 0)
            let ui = ViewDriver(control, size: Size(width: width, height: height))
            #expect(ui.lines == expected)
        }
    }

    @Test(
        arguments: [
            (Key.left, 0), (.right, 2), (.home, 0), (.end, 3), (.character("1"), 0), (.character("4"), 3),
        ] as [(Key, Int)])
    func keyBinding(key: Key, expected: Int) {
        let control = SegmentedControl(segments: ["a", "b", "c", "d"], selectedSegmentIndex: 1)
        let changes = EventLog(control.selectionChanged)
        let ui = ViewDriver(control, size: Size(width: 20, height: 1))
        ui.press(key)
        #expect(control.selectedSegmentIndex == expected)
        #expect(changes.values == [expected])
    }

    @Test func keysFromNoSelectionAndOutOfRangeDigits() {
        let control = SegmentedControl(segments: ["a", "b", "c"])
        let changes = EventLog(control.selectionChanged)
        let ui = ViewDriver(control, size: Size(width: 20, height: 1))
        ui.press(.left)
        #expect(control.selectedSegmentIndex == 2)
        control.selectedSegmentIndex = -1
        ui.press(.right, .character("9"), .right, .right, .right)
        #expect(control.selectedSegmentIndex == 2)
        #expect(changes.values == [2, 0, 1, 2])
    }

    @Test func bindersClampAndFireNothing() {
        let control = SegmentedControl(segments: ["a", "b", "c"], selectedSegmentIndex: 0)
        let changes = EventLog(control.selectionChanged)
        let ui = ViewDriver(control, size: Size(width: 11, height: 1))
        control.rx.selectedSegmentIndex.on(7)
        #expect(control.selectedSegmentIndex == 2)
        control.rx.selectedSegmentIndex.on(-5)
        #expect(control.selectedSegmentIndex == -1)
        control.rx.selectedSegmentIndex.on(1)
        control.rx.segments.on(["x"])
        #expect(control.selectedSegmentIndex == 0)
        #expect(ui.lines == [" x         "])
        #expect(changes.count == 0)
    }

    @Test func mousePressSelects() {
        let control = SegmentedControl(segments: ["One", "Two"], selectedSegmentIndex: 0)
        let changes = EventLog(control.selectionChanged)
        let ui = ViewDriver(control, size: Size(width: 20, height: 1))
        ui.click(at: Point(x: 7, y: 0))
        #expect(changes.values == [1])
    }
}
