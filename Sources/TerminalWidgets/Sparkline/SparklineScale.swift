/// How a `Sparkline` turns values into bar heights: each value becomes a number of eighths of a
/// cell, from 1 (the lowest value shown, `▁`) to `8 × rows` (the highest, a full column).
///
/// The range is `minimumValue…maximumValue` where given, else the smallest and largest finite value
/// being scaled. Values outside the range are clamped; +∞ is the top and -∞ the bottom; NaN is
/// absent (no bar). When the range is empty (all values equal) or inverted, every finite value
/// stands at half height.
struct SparklineScale: Equatable, Sendable {
    /// The value drawn lowest.
    let lowerBound: Double
    /// The value drawn highest.
    let upperBound: Double
    /// The eighths of the tallest bar.
    let maximumEighths: Int

    /// The scale for `values` drawn `rows` cells high, with optional fixed ends.
    init<Values: Collection<Double>>(
        values: Values, rows: Int, minimumValue: Double? = nil, maximumValue: Double? = nil
    ) {
        var lowest = Double.infinity
        var highest = -Double.infinity
        if minimumValue?.isFinite != true || maximumValue?.isFinite != true {
            for value in values where value.isFinite {
                lowest = min(lowest, value)
                highest = max(highest, value)
            }
        }
        if let minimumValue, minimumValue.isFinite { lowest = minimumValue }
        if let maximumValue, maximumValue.isFinite { highest = maximumValue }
        lowerBound = lowest
        upperBound = highest
        maximumEighths = min(max(rows, 1), 1 << 20) * 8
    }

    /// The height of `value` in eighths of a cell (1…`maximumEighths`), or nil for NaN.
    func eighths(for value: Double) -> Int? {
        if value.isNaN { return nil }
        if value == .infinity { return maximumEighths }
        if value == -.infinity { return 1 }
        guard lowerBound < upperBound else { return max(1, maximumEighths / 2) }
        // Halved first, so that bounds far apart cannot overflow to infinity.
        let fraction = (value / 2 - lowerBound / 2) / (upperBound / 2 - lowerBound / 2)
        guard fraction.isFinite else { return max(1, maximumEighths / 2) }
        let clamped = min(max(fraction, 0), 1)
        return 1 + Int((clamped * Double(maximumEighths - 1)).rounded())
    }
}
