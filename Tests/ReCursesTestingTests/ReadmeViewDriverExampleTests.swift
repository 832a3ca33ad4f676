import ReCursesTesting
import TerminalUI
import Testing

// The README's ViewDriver example, verbatim, so the README cannot drift from the API.

/// A custom widget: a rating of 0 to 5 stars.
final class RatingView: View {  // a custom widget: 0 to 5 stars
    var stars = 3 {
        didSet { setNeedsDisplay() }
    }
    override var intrinsicSize: Size { Size(width: 5, height: 1) }

    override func draw(into canvas: inout Canvas) {
        let shown = min(max(stars, 0), 5)
        canvas.put(
            String(repeating: "★", count: shown) + String(repeating: "☆", count: 5 - shown), at: .zero,
            style: theme.accent)
    }
}

@MainActor @Test func ratingShowsItsStars() {
    let rating = RatingView()
    let driver = ViewDriver(rating, size: Size(width: 7, height: 1))
    #expect(driver.lines == ["★★★☆☆  "])
    #expect(driver.style(at: Point(x: 0, y: 0)) == Theme.default.accent)

    rating.stars = 5  // a change shows on the next read
    #expect(driver.lines == ["★★★★★  "])
    driver.expectScreen(named: "rating-five")  // __Screens__/rating-five.txt beside this file
}
