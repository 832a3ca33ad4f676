/// Where a menu goes on a screen of any size: near its anchor, flipped to the other side when it
/// does not fit, clamped inside the screen, and never bigger than the screen.
enum MenuPlacement {
    /// Below `anchor` (a menu bar title), else above it when there is room there; the left edge at
    /// the anchor's, moved left as far as needed to stay on screen.
    static func frame(size: Size, below anchor: Rect, in bounds: Size) -> Rect {
        let fitted = fitted(size, in: bounds)
        let y: Int
        if anchor.maxY.saturatedPlus(fitted.height) <= bounds.height {
            y = anchor.maxY
        } else if anchor.minY.saturatedMinus(fitted.height) >= 0 {
            y = anchor.minY.saturatedMinus(fitted.height)
        } else {
            y = clamp(anchor.maxY, 0, bounds.height - fitted.height)
        }
        return Rect(
            origin: Point(
                x: clamp(anchor.minX, 0, bounds.width - fitted.width), y: clamp(y, 0, bounds.height - fitted.height)),
            size: fitted)
    }

    /// To the right of `anchor` (the row of the parent menu), else to its left; the top edge at the
    /// anchor's, moved up as far as needed to stay on screen.
    static func frame(size: Size, beside anchor: Rect, in bounds: Size) -> Rect {
        let fitted = fitted(size, in: bounds)
        let x: Int
        if anchor.maxX.saturatedPlus(fitted.width) <= bounds.width {
            x = anchor.maxX
        } else if anchor.minX.saturatedMinus(fitted.width) >= 0 {
            x = anchor.minX.saturatedMinus(fitted.width)
        } else {
            x = clamp(anchor.maxX, 0, bounds.width - fitted.width)
        }
        return Rect(
            origin: Point(
                x: clamp(x, 0, bounds.width - fitted.width), y: clamp(anchor.minY, 0, bounds.height - fitted.height)),
            size: fitted)
    }

    /// With its top-left corner at `point` (a right-click), flipped left and up at the screen's
    /// right and bottom edges.
    static func frame(size: Size, at point: Point, in bounds: Size) -> Rect {
        let fitted = fitted(size, in: bounds)
        let x =
            point.x.saturatedPlus(fitted.width) <= bounds.width ? max(point.x, 0) : point.x.saturatedMinus(fitted.width)
        let y =
            point.y.saturatedPlus(fitted.height) <= bounds.height
            ? max(point.y, 0) : point.y.saturatedMinus(fitted.height)
        return Rect(
            origin: Point(
                x: clamp(x, 0, bounds.width - fitted.width), y: clamp(y, 0, bounds.height - fitted.height)),
            size: fitted)
    }

    private static func fitted(_ size: Size, in bounds: Size) -> Size {
        Size(
            width: clamp(size.width, 0, max(bounds.width, 0)), height: clamp(size.height, 0, max(bounds.height, 0)))
    }

    private static func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int {
        max(low, min(value, max(low, high)))
    }
}

extension Int {
    /// `self + other`, clamped instead of trapping on overflow.
    fileprivate func saturatedPlus(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, clamped instead of trapping on overflow.
    fileprivate func saturatedMinus(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }
}
