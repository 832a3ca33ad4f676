import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct StepperTests {
    @Test func rendersButtonsAndCentredValue() {
        let stepper = Stepper(value: 5, minimumValue: 0, maximumValue: 10)
        let ui = ViewDriver(stepper, size: Size(width: 12, height: 1))
        #expect(ui.lines == ["[-]  5   [+]"])
        #expect(ui.style(at: Point(x: 5, y: 0)) == Theme.default.focused)
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["5"]), (2, 2, ["5 ", "  "])] {
            let ui = ViewDriver(Stepper(value: 5), size: Size(width: width, height: height))
            #expect(ui.lines == expected)
        }
        let wide = ViewDriver(Stepper(value: 12345, maximumValue: 1e6), size: Size(width: 3, height: 1))
        #expect(wide.lines == ["12…"])
    }

    @Test(
        arguments: [
            (Key.up, 6.0), (.character("+"), 6), (.character("="), 6), (.right, 6),
            (.down, 4), (.character("-"), 4), (.left, 4),
            (.pageUp, 15), (.pageDown, 0), (.home, 0), (.end, 20),
        ] as [(Key, Double)])
    func keyBinding(key: Key, expected: Double) {
        let stepper = Stepper(value: 5, minimumValue: 0, maximumValue: 20)
        let changes = EventLog(stepper.valueChanged)
        let ui = ViewDriver(stepper, size: Size(width: 12, height: 1))
        ui.press(key)
        #expect(stepper.value == expected)
        #expect(changes.values == [expected])
    }

    @Test func clampsAndWraps() {
        let stepper = Stepper(value: 9, minimumValue: 0, maximumValue: 10, stepValue: 2)
        let changes = EventLog(stepper.valueChanged)
        let ui = ViewDriver(stepper, size: Size(width: 12, height: 1))
        ui.press(.up, .up)
        #expect(stepper.value == 10)
        #expect(changes.values == [10])
        stepper.wraps = true
        ui.press(.up)
        #expect(stepper.value == 0)
        ui.press(.down)
        #expect(stepper.value == 10)
    }

    @Test func decimalStepsShowCleanly() {
        let stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 1, stepValue: 0.1)
        let ui = ViewDriver(stepper, size: Size(width: 12, height: 1))
        ui.press(.up, .up, .up)
        #expect(stepper.value == 0.3)
        #expect(ui.lines == ["[-] 0.3  [+]"])
        stepper.formatter = { "\(Int($0 * 100))%" }
        #expect(ui.lines == ["[-] 30%  [+]"])
    }

    @Test func bindersChangeTheDisplayWithoutEvents() {
        let stepper = Stepper(value: 1)
        let changes = EventLog(stepper.valueChanged)
        let ui = ViewDriver(stepper, size: Size(width: 12, height: 1))
        stepper.rx.maximumValue.on(50)
        stepper.rx.value.on(70)
        #expect(stepper.value == 50)
        stepper.rx.minimumValue.on(10)
        stepper.rx.stepValue.on(5)
        stepper.rx.value.on(.nan)
        #expect(ui.lines == ["[-]  10  [+]"])
        ui.press(.up)
        #expect(stepper.value == 10, "bound: the user's step ends on the bound value")
        stepper.rx.value.on(15)
        #expect(stepper.value == 15)
        stepper.rx.value.on(-.infinity)
        #expect(stepper.value == 10)
        #expect(changes.values == [15])
    }

    @Test func mousePressOnButtonsSteps() {
        let stepper = Stepper(value: 5)
        let ui = ViewDriver(stepper, size: Size(width: 12, height: 1))
        ui.click(at: Point(x: 11, y: 0))
        ui.click(at: Point(x: 11, y: 0))
        ui.click(at: Point(x: 1, y: 0))
        #expect(stepper.value == 6)
    }
}
