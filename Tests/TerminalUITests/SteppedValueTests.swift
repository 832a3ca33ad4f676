import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@Suite struct SteppedValueTests {
    @Test func stepsRoundToTheStepPrecision() {
        var value = SteppedValue(value: 0, minimum: 0, maximum: 1, step: 0.1)
        for _ in 0..<3 { value.step(by: 1) }
        #expect(value.value == 0.3)
        for _ in 0..<20 { value.step(by: 1) }
        #expect(value.value == 1)
    }

    @Test func clampsOrWraps() {
        var value = SteppedValue(value: 9.5, minimum: 0, maximum: 10, step: 1, wraps: true)
        value.step(by: 1)
        #expect(value.value == 10)
        value.step(by: 1)
        #expect(value.value == 0)
        value.step(by: -1)
        #expect(value.value == 10)
        value.wraps = false
        do {
            let result = value.step(by: 1)
            #expect(result == false)
        }
    }

    @Test func badInputIsSanitised() {
        var value = SteppedValue(value: 5, minimum: 0, maximum: 10, step: 1)
        value.setValue(.nan)
        #expect(value.value == 0)
        value.setValue(.infinity)
        #expect(value.value == 10)
        value.setValue(-.infinity)
        #expect(value.value == 0)
        value.setStep(-2)
        value.setStep(.nan)
        #expect(value.step == 1)
        value.setMinimum(20)
        #expect(value.maximum == 20)
        #expect(value.value == 20)
        value.setMaximum(-5)
        #expect(value.minimum == -5)
        #expect(value.value == -5)
        value.setMaximum(.nan)
        #expect(value.maximum == -5)
    }

    @Test func fractionOfTheRange() {
        let value = SteppedValue(value: 25, minimum: 0, maximum: 100)
        #expect(value.fraction == 0.25)
        #expect(SteppedValue(value: 3, minimum: 3, maximum: 3).fraction == 0)
    }

    @Test func fractionDigits() {
        #expect(SteppedValue.fractionDigits(of: 1) == 0)
        #expect(SteppedValue.fractionDigits(of: 0.25) == 2)
        #expect(SteppedValue.fractionDigits(of: 0.1 + 0.2) == 1)
    }

    @Test func decimalFormatting() {
        #expect(NumberFormatting.decimal(2) == "2")
        #expect(NumberFormatting.decimal(2.50) == "2.5")
        #expect(NumberFormatting.decimal(-0.125) == "-0.125")
        #expect(NumberFormatting.decimal(0.1 + 0.2) == "0.3")
        #expect(NumberFormatting.decimal(-0.0000001) == "0")
        #expect(NumberFormatting.decimal(1.23456, maxFractionDigits: 2) == "1.23")
        #expect(NumberFormatting.decimal(.infinity) == "∞")
    }
}
