import ReStore
import Testing

@testable import DemoKit

@Suite("SteppingUp reducer")
struct SteppingUpReducerTests {
    @Test func startsHalfWayWithStepOneTenth() {
        #expect(steppingUpReducer(action: ReSwiftInit(), state: nil) == SteppingUpState(value: 0.5, stepSize: 0.1))
    }

    @Test func handlesSetValue() {
        #expect(steppingUpReducer(action: SteppingUpSetValue(newValue: 0.42), state: nil).value == 0.42)
    }

    @Test(arguments: [(1.7, 1.0), (-3.0, 0.0), (Double.infinity, 1.0), (-Double.infinity, 0.0)])
    func clampsSetValue(requested: Double, expected: Double) {
        #expect(steppingUpReducer(action: SteppingUpSetValue(newValue: requested), state: nil).value == expected)
    }

    @Test func refusesNaN() {
        let state = SteppingUpState(value: 0.3, stepSize: 0.1)
        #expect(steppingUpReducer(action: SteppingUpSetValue(newValue: .nan), state: state) == state)
    }

    @Test func handlesSetStepSize() {
        #expect(steppingUpReducer(action: SteppingUpSetStepSize(newStepSize: 0.42), state: nil).stepSize == 0.42)
    }

    @Test(arguments: [0.0, 1.0, -0.1, 1.5, Double.nan, Double.infinity])
    func refusesStepSizeOutsideOpenUnitInterval(stepSize: Double) {
        let state = SteppingUpState(value: 0.5, stepSize: 0.25)
        #expect(steppingUpReducer(action: SteppingUpSetStepSize(newStepSize: stepSize), state: state) == state)
    }

    @Test func handlesIncrement() {
        let state = SteppingUpState(value: 0.5, stepSize: 0.1)
        #expect(steppingUpReducer(action: SteppingUpIncrement(), state: state).value == 0.6)
    }

    @Test func preventsValueFromBeingMoreThanOne() {
        let state = SteppingUpState(value: 0.9, stepSize: 0.2)
        #expect(steppingUpReducer(action: SteppingUpIncrement(), state: state).value == 1)
    }

    @Test func handlesDecrement() {
        let state = SteppingUpState(value: 0.5, stepSize: 0.1)
        #expect(steppingUpReducer(action: SteppingUpDecrement(), state: state).value == 0.4)
    }

    @Test func preventsValueFromBeingLessThanZero() {
        let state = SteppingUpState(value: 0.1, stepSize: 0.2)
        #expect(steppingUpReducer(action: SteppingUpDecrement(), state: state).value == 0)
    }

    @Test func steppingDoesNotDrift() {
        var state = SteppingUpState(value: 0, stepSize: 0.1)
        for _ in 0..<3 { state = steppingUpReducer(action: SteppingUpIncrement(), state: state) }
        #expect(state.value == 0.3)
        for _ in 0..<3 { state = steppingUpReducer(action: SteppingUpDecrement(), state: state) }
        #expect(state.value == 0)
    }

    @Test(arguments: [("0.25", 0.25), (" 0.75 ", 0.75), ("0,5", 0.5), ("1", 1.0), ("7", 1.0), ("-2", 0.0)])
    func acceptsNumericText(text: String, expected: Double) {
        let state = steppingUpReducer(action: SteppingUpSetValueText(text: text), state: .initial)
        #expect(state.value == expected)
    }

    @Test(arguments: ["", "abc", "0.5.5", ".", "-", "nan", "inf", "1e999", "0x"])
    func keepsTheValueForTextThatIsNotANumber(text: String) {
        let state = SteppingUpState(value: 0.3, stepSize: 0.05)
        let next = steppingUpReducer(action: SteppingUpSetValueText(text: text), state: state)
        #expect(next == SteppingUpState(value: 0.3, stepSize: 0.05, valueText: text))
    }

    @Test(arguments: [("0.", 0.0, "0."), ("0.750", 0.75, "0.750"), ("7", 1.0, "1.0"), ("0.12345", 0.1235, "0.1235")])
    func keepsTypedTextThatReadsAsTheValue(text: String, value: Double, shown: String) {
        let state = steppingUpReducer(action: SteppingUpSetValueText(text: text), state: .initial)
        #expect(state.value == value)
        #expect(state.valueText == shown)
    }

    @Test func theTextFollowsTheValueUnlessItReadsAsIt() {
        var state = SteppingUpState(value: 0.5, stepSize: 0.1, valueText: "0.50")
        state = steppingUpReducer(action: SteppingUpSetValue(newValue: 0.5), state: state)
        #expect(state.valueText == "0.50")
        state = steppingUpReducer(action: SteppingUpIncrement(), state: state)
        #expect(state.valueText == "0.6")
    }

    @Test(arguments: [(".", 0.3, "0.3"), ("0.", 0.0, "0.0"), ("7", 1.0, "1.0"), ("0.25", 0.25, "0.25")])
    func committingShowsTheKeptValue(text: String, value: Double, shown: String) {
        let state = SteppingUpState(value: 0.3, stepSize: 0.05, valueText: text)
        let next = steppingUpReducer(action: SteppingUpCommitValueText(text: text), state: state)
        #expect(next == SteppingUpState(value: value, stepSize: 0.05, valueText: shown))
    }

    @Test func formatsValuesForTheTextField() {
        #expect(SteppingUpValue.format(0.5) == "0.5")
        #expect(SteppingUpValue.format(0.25) == "0.25")
        #expect(SteppingUpValue.format(1) == "1.0")
        #expect(SteppingUpValue.format(0) == "0.0")
        #expect(SteppingUpValue.format(0.1234) == "0.1234")
    }
}
