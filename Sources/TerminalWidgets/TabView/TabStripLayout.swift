/// Where a `TabView`'s tabs go on its one-row strip: each tab is ` title ` and tabs are separated by
/// `│`. When they do not all fit, the strip scrolls: it starts at `firstVisible`, which moves as
/// little as it must to keep the selected tab in sight, and `‹`/`›` mark tabs hidden on either side.
/// A title too wide for the strip (or the last, partly visible tab) is shortened with an ellipsis.
struct TabStripLayout: Equatable {
    /// The column range of each tab (padding included); empty for a tab that is scrolled away.
    var ranges: [Range<Int>]
    /// The first tab drawn.
    var firstVisible: Int
    /// Whether `‹` is drawn in the first column (tabs are hidden before `firstVisible`).
    var showsLeadingMarker: Bool
    /// Whether `›` is drawn in the last column (tabs are hidden after the last one drawn).
    var showsTrailingMarker: Bool

    /// The narrowest strip that draws scroll markers; narrower ones show the selected tab alone.
    static let markerMinimumWidth = 5

    /// Lays out tabs whose titles are `titleWidths` columns wide in `width` columns, keeping
    /// `selected` visible and starting as close to `previousFirst` as possible.
    init(titleWidths: [Int], width: Int, selected: Int, previousFirst: Int) {
        let count = titleWidths.count
        ranges = Array(repeating: 0..<0, count: count)
        firstVisible = 0
        showsLeadingMarker = false
        showsTrailingMarker = false
        guard count > 0, width > 0 else { return }
        let natural = titleWidths.map { max(0, $0) + 2 }
        let selected = min(max(0, selected), count - 1)
        if natural.reduce(0, +) + count - 1 <= width {
            var x = 0
            for index in 0..<count {
                ranges[index] = x..<x + natural[index]
                x += natural[index] + 1
            }
            return
        }
        guard width >= Self.markerMinimumWidth else {
            firstVisible = selected
            ranges[selected] = 0..<min(width, natural[selected])
            return
        }
        func needed(from first: Int, through last: Int) -> Int {
            (first > 0 ? 1 : 0) + (last < count - 1 ? 1 : 0) + natural[first...last].reduce(0, +) + (last - first)
        }
        var first = min(max(0, previousFirst), selected)
        while first < selected, needed(from: first, through: selected) > width { first += 1 }
        firstVisible = first
        showsLeadingMarker = first > 0
        let start = showsLeadingMarker ? 1 : 0
        let restFits = start + natural[first...].reduce(0, +) + (count - 1 - first) <= width
        let limit = restFits ? width : width - 1
        var x = start
        for index in first..<count {
            let end = x + natural[index]
            if end <= limit {
                ranges[index] = x..<end
            } else if index == first || limit - x >= 4 {
                ranges[index] = x..<max(x, limit)
            } else {
                break
            }
            x = ranges[index].upperBound + 1
            if x >= limit { break }
        }
        showsTrailingMarker = (ranges.lastIndex { !$0.isEmpty } ?? count - 1) < count - 1
    }

    /// The tab drawn at `column`, if any.
    func tab(at column: Int) -> Int? {
        ranges.firstIndex { $0.contains(column) }
    }
}
