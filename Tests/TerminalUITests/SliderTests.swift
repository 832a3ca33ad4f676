import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct SliderTests {
    @Test func rendersTrackThumbAndValue() {
        let slider = Slider(value: 50, minimumValue: 0, maximumValue: 100)
        let ui = ViewDriver(slider, size: Size(width: 15, height: 1))
        #expect(ui.lines == ["━━━━━●───── 50 "])
        slider.showsValue = false
        #expect(ui.lines == ["━━━━━━━●───────"])
    }

    @Test func rendersAtTinySizes() {
        for (width, height, expected) in [(0, 0, [String]()), (1, 1, ["●"]), (2, 2, ["━●", "  "])] {
            let ui = ViewDriver(Slider(value: 100), size: Size(width: width, height: height))
            #expect(ui.lines == expected)
        }
    }

    @Test(
        arguments: [
            (Key.left, 49.0), (.right, 51), (.pageDown, 40), (.pageUp, 60), (.home, 0), (.end, 100),
        ] as [(Key, Double)])
    func keyBinding(key: Key, expected: Double) {
        let slider = Slider(value: 50)
        let changes = EventLog(slider.valueChanged)
        let ui = ViewDriver(slider, size: Size(width: 20, height: 1))
        ui.press(key)
        #expect(slider.value == expected)
        #expect(changes.values == [expected])
    }

    @Test func upAndDownAreNotHandled() {
        let slider = Slider(value: 50)
        #expect(slider.handle(.key(.up)) == false)
        #expect(slider.handle(.key(.down)) == false)
    }

    @Test func bindersChangeTheDisplayWithoutEvents() {
        let slider = Slider(value: 0)
        let changes = EventLog(slider.valueChanged)
        let ui = ViewDriver(slider, size: Size(width: 13, height: 1))
        slider.rx.maximumValue.on(10)
        slider.rx.minimumValue.on(-10)
        slider.rx.step.on(0.5)
        slider.rx.value.on(10)
        #expect(ui.lines == ["━━━━━━━━● 10"].map { $0 + " " })
        ui.press(.left)
        #expect(slider.value == 10, "bound: the user's move ends on the bound value")
        #expect(changes.values == [9.5])
        slider.rx.value.on(.nan)
        #expect(slider.value == -10)
        #expect(changes.count == 1)
    }

    @Test func mousePressMovesTheThumb() {
        let slider = Slider(value: 0, minimumValue: 0, maximumValue: 10)
        slider.showsValue = false
        let changes = EventLog(slider.valueChanged)
        let ui = ViewDriver(slider, size: Size(width: 11, height: 1))
        ui.window.dispatch(.mouse(.press(.left, at: Point(x: 4, y: 0))))
        #expect(slider.value == 4)
        ui.window.dispatch(.mouse(.drag(.left, at: Point(x: 10, y: 0))))
        #expect(slider.value == 10)
        #expect(changes.values == [4, 10])
    }
}
