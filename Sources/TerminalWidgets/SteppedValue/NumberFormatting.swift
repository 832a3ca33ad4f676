/// Plain decimal formatting for widget values, without Foundation: fixed fraction digits with
/// trailing zeros trimmed ("2", "2.5", "-0.125"), so values read naturally in a terminal.
enum NumberFormatting {
    /// `value` with at most `maxFractionDigits` decimals (0…12), trailing zeros and a bare point
    /// removed, "-0" shown as "0"; NaN and infinities as "NaN", "∞" and "-∞".
    static func decimal(_ value: Double, maxFractionDigits: Int = 6) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        let digits = min(max(0, maxFractionDigits), 12)
        let scale = SteppedValue.pow10(digits)
        let magnitude = abs(value) * scale
        guard magnitude < 9e18 else { return "\(value)" }
        let scaled = SteppedValue.roundedHalfAway(magnitude)
        let units = UInt64(scaled)
        let factor = UInt64(scale)
        let whole = units / factor
        var fraction = digits > 0 ? String(units % factor) : ""
        if digits > 0 { fraction = String(repeating: "0", count: digits - fraction.count) + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = value < 0 && units > 0 ? "-" : ""
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
