/// The value logic shared by `Stepper` and `Slider`: a number kept inside `minimum...maximum`,
/// moved by whole steps, optionally wrapping. Results are rounded to the precision of the step
/// (and of the value being stepped), so 0.1 + 0.1 + 0.1 shows as 0.3, never 0.30000000000000004.
///
/// Bad input never escapes: NaN becomes the minimum, infinities clamp to the bounds, a minimum
/// above the maximum drags the maximum along (and vice versa), and a step that is not a positive
/// finite number is ignored.
public struct SteppedValue: Sendable, Equatable {
    /// The lowest value.
    public private(set) var minimum: Double
    /// The highest value.
    public private(set) var maximum: Double
    /// How far one step moves.
    public private(set) var step: Double
    /// The value, always within `minimum...maximum`.
    public private(set) var value: Double
    /// Whether stepping past an end continues from the other end.
    public var wraps: Bool

    /// Creates a value; the arguments are sanitised as described on the type.
    public init(value: Double = 0, minimum: Double = 0, maximum: Double = 100, step: Double = 1, wraps: Bool = false) {
        let low = Self.finite(minimum, fallback: 0)
        self.minimum = low
        self.maximum = max(low, Self.finite(maximum, fallback: low))
        self.step = step.isFinite && step > 0 ? step : 1
        self.value = low
        self.wraps = wraps
        setValue(value)
    }

    /// Sets the value, clamped to the bounds (NaN becomes the minimum).
    public mutating func setValue(_ newValue: Double) {
        value = newValue.isNaN ? minimum : min(max(newValue, minimum), maximum)
    }

    /// Sets the minimum (NaN ignored); raises the maximum to it if needed and re-clamps the value.
    public mutating func setMinimum(_ newMinimum: Double) {
        guard !newMinimum.isNaN else { return }
        minimum = Self.finite(newMinimum, fallback: minimum)
        maximum = max(maximum, minimum)
        setValue(value)
    }

    /// Sets the maximum (NaN ignored); lowers the minimum to it if needed and re-clamps the value.
    public mutating func setMaximum(_ newMaximum: Double) {
        guard !newMaximum.isNaN else { return }
        maximum = Self.finite(newMaximum, fallback: maximum)
        minimum = min(minimum, maximum)
        setValue(value)
    }

    /// Sets the step; ignored unless it is a positive finite number.
    public mutating func setStep(_ newStep: Double) {
        if newStep.isFinite, newStep > 0 { step = newStep }
    }

    /// Where the value lies in its range, from 0 (minimum) to 1 (maximum); 0 for an empty range.
    public var fraction: Double {
        maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
    }

    /// Moves by `count` steps (negative = down). At an end it wraps when `wraps` is set (reaching the
    /// end first if the value sits between steps), otherwise it clamps. Returns whether the value changed.
    @discardableResult
    public mutating func step(by count: Int, wrapping: Bool? = nil) -> Bool {
        guard count != 0 else { return false }
        let old = value
        let digits = max(Self.fractionDigits(of: step), Self.fractionDigits(of: value))
        let target = Self.rounded(value + Double(count) * step, fractionDigits: digits)
        if wrapping ?? wraps, target > maximum {
            value = old == maximum ? minimum : maximum
        } else if wrapping ?? wraps, target < minimum {
            value = old == minimum ? maximum : minimum
        } else {
            setValue(target)
        }
        return value != old
    }

    /// Moves to the minimum (`toMaximum` false) or the maximum. Returns whether the value changed.
    @discardableResult
    public mutating func moveToEnd(_ toMaximum: Bool) -> Bool {
        let old = value
        value = toMaximum ? maximum : minimum
        return value != old
    }

    /// How many decimal places `number` needs (0…12), ignoring binary floating-point noise.
    public static func fractionDigits(of number: Double) -> Int {
        guard number.isFinite else { return 0 }
        var scaled = abs(number)
        for digits in 0...12 {
            if scaled >= 1e15 || abs(scaled - roundedHalfAway(scaled)) <= 1e-9 * max(1, scaled) { return digits }
            scaled *= 10
        }
        return 12
    }

    /// `number` rounded to `fractionDigits` decimal places (unchanged when that is not representable).
    public static func rounded(_ number: Double, fractionDigits: Int) -> Double {
        let scale = pow10(fractionDigits)
        let scaled = number * scale
        guard scaled.isFinite, abs(scaled) < 1e15 else { return number }
        return roundedHalfAway(scaled) / scale
    }

    /// `number` rounded to the nearest integer, halves away from zero (done with integer conversion
    /// so the module needs no C math library); numbers beyond ±9e18, infinities and NaN are returned as is.
    static func roundedHalfAway(_ number: Double) -> Double {
        guard abs(number) < 9e18 else { return number }
        return Double(Int64(number + (number < 0 ? -0.5 : 0.5)))
    }

    static func pow10(_ exponent: Int) -> Double {
        (0..<max(0, exponent)).reduce(1.0) { product, _ in product * 10 }
    }

    private static func finite(_ number: Double, fallback: Double) -> Double {
        if number.isNaN { return fallback }
        return min(max(number, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }
}
