/// How a shop's rating is written: stars (with a half star) and the number, e.g. `★★★★½ 4.5`.
enum ShopRating {
    /// Up to five stars for `rating` (clamped to 0...5), a half star for .5 and above.
    static func stars(_ rating: Double) -> String {
        let clamped = rating.isNaN ? 0 : min(5, max(0, rating))
        let whole = Int(clamped)
        let half = clamped - Double(whole) >= 0.5
        return String(repeating: "★", count: whole) + (half ? "½" : "")
    }

    /// Stars padded to a fixed width, then the number with one decimal.
    static func text(_ rating: Double) -> String {
        let stars = stars(rating)
        let padding = String(repeating: " ", count: max(0, 6 - stars.count))
        return stars + padding + number(rating)
    }

    /// The rating (clamped to 0...5) with one decimal, e.g. `4.5`.
    static func number(_ rating: Double) -> String {
        let clamped = rating.isNaN ? 0 : min(5, max(0, rating))
        let tenths = Int((clamped * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
