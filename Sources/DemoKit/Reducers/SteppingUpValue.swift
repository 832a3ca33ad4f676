import Foundation

/// The rules of the SteppingUp value, shared by its reducer and its screen.
enum SteppingUpValue {
    /// How many decimals a value keeps.
    static let decimals = 4

    /// `value` clamped to [0, 1] and rounded to `decimals` places; `nil` for NaN.
    static func normalized(_ value: Double) -> Double? {
        guard !value.isNaN else { return nil }
        let scale = 10_000.0
        return (min(1, max(0, value)) * scale).rounded() / scale
    }

    /// A step size is accepted only strictly between 0 and 1.
    static func isValidStepSize(_ stepSize: Double) -> Bool {
        stepSize > 0 && stepSize < 1
    }

    /// The number in `text` (surrounding spaces allowed, a comma taken as the decimal point),
    /// or `nil` when it is not a finite number.
    static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        guard let number = Double(trimmed), number.isFinite else { return nil }
        return number
    }

    /// The value as the text field shows it: up to four decimals, at least one ("0.5", "0.25", "1.0").
    static func format(_ value: Double) -> String {
        var text = String(format: "%.\(decimals)f", value)
        while text.hasSuffix("0") && !text.hasSuffix(".0") {
            text.removeLast()
        }
        return text
    }
}
