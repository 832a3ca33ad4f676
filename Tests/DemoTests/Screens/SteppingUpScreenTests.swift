import ReCurses
import Testing

@testable import DemoKit

@MainActor
@Suite("SteppingUp screen")
struct SteppingUpScreenTests {
    private func make() throws -> (DemoHarness, SteppingUpScreen) {
        let harness = DemoHarness(.steppingUp)
        return (harness, try #require(harness.screen(SteppingUpScreen.self)))
    }

    /// All four widgets show `value`, and so does the screen.
    private func expectInSync(
        _ harness: DemoHarness, _ screen: SteppingUpScreen, _ value: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(harness.store.state.steppingUp.value == value, sourceLocation: sourceLocation)
        #expect(screen.slider.value == value, sourceLocation: sourceLocation)
        #expect(screen.stepper.value == value, sourceLocation: sourceLocation)
        #expect(screen.progressBar.progress == value, sourceLocation: sourceLocation)
        #expect(SteppingUpValue.parse(screen.valueField.text) == value, sourceLocation: sourceLocation)
        #expect(harness.text.contains("\(Int((value * 100).rounded()))%"), sourceLocation: sourceLocation)
    }

    @Test func startsInSyncAtOneHalf() throws {
        let (harness, screen) = try make()
        expectInSync(harness, screen, 0.5)
        #expect(screen.stepSizeControl.selectedSegmentIndex == SteppingUpState.stepSizes.firstIndex(of: 0.1))
    }

    @Test func editingTheSliderMovesTheOthers() throws {
        let (harness, screen) = try make()
        harness.focus(screen.slider)
        harness.driver.press(.right)
        expectInSync(harness, screen, 0.6)
        harness.driver.press(.end)
        expectInSync(harness, screen, 1)
    }

    @Test func editingTheStepperMovesTheOthers() throws {
        let (harness, screen) = try make()
        harness.focus(screen.stepper)
        harness.driver.press(.down)
        harness.driver.press(.down)
        expectInSync(harness, screen, 0.3)
    }

    @Test func typingInTheFieldMovesTheOthers() throws {
        let (harness, screen) = try make()
        harness.focus(screen.valueField)
        harness.driver.press(.ctrl("u"))
        harness.driver.type("0.75")
        expectInSync(harness, screen, 0.75)
        #expect(screen.valueField.text == "0.75")
    }

    @Test func aTextThatIsNotANumberIsRefused() throws {
        let (harness, screen) = try make()
        harness.focus(screen.valueField)
        harness.driver.type("abc")
        #expect(screen.valueField.text == "0.5")
        harness.driver.press(.ctrl("u"))
        harness.driver.type(".")
        #expect(harness.store.state.steppingUp.value == 0.5)
        harness.driver.press(.enter)
        #expect(screen.valueField.text == "0.5")
        expectInSync(harness, screen, 0.5)
    }

    @Test func aPasteKeepsOnlyTheNumber() throws {
        let (harness, screen) = try make()
        harness.focus(screen.valueField)
        harness.driver.press(.ctrl("u"))
        harness.driver.paste(" 0,25 ")
        #expect(screen.valueField.text == "0.25")
        expectInSync(harness, screen, 0.25)
    }

    @Test func enterShowsTheClampedValue() throws {
        let (harness, screen) = try make()
        harness.focus(screen.valueField)
        harness.driver.press(.ctrl("u"))
        harness.driver.type("7")
        harness.driver.press(.enter)
        expectInSync(harness, screen, 1)
        #expect(screen.valueField.text == "1.0")
    }

    @Test func theFieldShowsWhatTheStoreKeptInTheFrameOfTheKey() throws {
        let (harness, screen) = try make()
        harness.focus(screen.valueField)
        harness.driver.press(.ctrl("u"))
        let dispatched = harness.driver.dispatchedActions.count
        harness.driver.type("7")
        #expect(harness.driver.dispatchedActions.count == dispatched + 1)
        #expect(harness.store.state.steppingUp.valueText == "1.0")
        #expect(screen.valueField.text == "1.0" && screen.valueField.cursorIndex == 3)
        #expect(harness.text.contains("1.0"))
        harness.driver.press(.left)
        harness.driver.press(.backspace)
        #expect(screen.valueField.text == "1.0" && screen.valueField.cursorIndex == 2, "10 is kept as 1.0: no change")
        expectInSync(harness, screen, 1)
    }

    @Test func segmentsChangeTheStep() throws {
        let (harness, screen) = try make()
        harness.focus(screen.stepSizeControl)
        harness.driver.press(.home)
        #expect(harness.store.state.steppingUp.stepSize == 0.01)
        #expect(screen.stepper.stepValue == 0.01)
        #expect(screen.slider.step == 0.01)
        harness.driver.press(.end)
        #expect(harness.store.state.steppingUp.stepSize == SteppingUpState.stepSizes.last)
        harness.focus(screen.stepper)
        harness.driver.press(.up)
        expectInSync(harness, screen, 0.75)
    }

    @Test func plusAndMinusStepFromAnywhereButTheField() throws {
        let (harness, screen) = try make()
        harness.focus(screen.slider)
        harness.driver.press(.character("+"))
        expectInSync(harness, screen, 0.6)
        harness.focus(screen.stepSizeControl)
        harness.driver.press(.character("-"))
        harness.driver.press(.character("-"))
        expectInSync(harness, screen, 0.4)
    }

    @Test func aStateChangeReachesEveryWidget() throws {
        let (harness, screen) = try make()
        harness.driver.dispatch(SteppingUpSetValue(newValue: 0.2))
        harness.driver.dispatch(SteppingUpSetStepSize(newStepSize: 0.05))
        expectInSync(harness, screen, 0.2)
        #expect(screen.stepSizeControl.selectedSegmentIndex == 1)
    }

    @Test func aStepSizeThatIsNoSegmentSelectsNone() throws {
        let (harness, screen) = try make()
        harness.driver.dispatch(SteppingUpSetStepSize(newStepSize: 0.3))
        #expect(screen.stepSizeControl.selectedSegmentIndex == -1)
    }

    @Test func onASmallTerminalTheFocusedWidgetIsScrolledIntoSight() throws {
        let harness = DemoHarness(.steppingUp, size: Size(width: 40, height: 12))
        let screen = try #require(harness.screen(SteppingUpScreen.self))
        #expect(harness.text.contains("Slider"))
        harness.focus(screen.stepSizeControl)
        harness.driver.expectScreen(named: "stepping-up-40x12-step-size-in-sight")
        harness.driver.press(.home)
        #expect(harness.store.state.steppingUp.stepSize == 0.01)
    }
}
