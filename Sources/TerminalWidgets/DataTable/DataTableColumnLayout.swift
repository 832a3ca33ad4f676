/// Where the columns of a `DataTable` fall across its width: each column's width, and which columns
/// are shown (and where) at a horizontal scroll position. The first `fixedCount` columns stay in
/// place; the others scroll by whole columns. Columns are a separator (` │ `) apart.
struct DataTableColumnLayout: Equatable, Sendable {
    /// One shown column: its index, where it starts and how many of its columns fit.
    struct Segment: Equatable, Sendable {
        /// The column's index.
        var column: Int
        /// Where it starts, from the left of the cell area.
        var x: Int
        /// How many of its columns are shown (less than its width when the view cuts it).
        var width: Int
    }

    /// The columns between two columns: a space, `│` and a space.
    static let separatorWidth = 3

    /// Each column's width (at least 1).
    let widths: [Int]
    /// How many leading columns stay in place while the others scroll.
    let fixedCount: Int
    /// The width the columns are laid out in.
    let availableWidth: Int

    /// Lays out columns of `widths`, the first `fixedCount` fixed, in `availableWidth` columns.
    init(widths: [Int], fixedCount: Int, availableWidth: Int) {
        self.widths = widths.map { max(1, $0) }
        self.fixedCount = min(max(0, fixedCount), widths.count)
        self.availableWidth = max(0, availableWidth)
    }

    /// The widths of columns sized `specs` in `availableWidth` columns: fixed and fitted columns take
    /// their width (`fitted` holds the measured width of each fitted column), fractions share what is
    /// left after them and the separators, and no fraction is narrower than `minimums` (the titles,
    /// with the sort arrow's two cells for a sortable column). When that does not fit and there are
    /// fractions, the fitted columns give way first, the widest first, down to their own minimum; only
    /// then do the columns overflow (and scroll). Without fractions, columns that do not fit scroll
    /// whole. `givingWay` false keeps the fitted columns whole (the natural width).
    static func widths(
        for specs: [DataTableColumnWidth], minimums: [Int], fitted: [Int], availableWidth: Int,
        givingWay: Bool = true
    ) -> [Int] {
        var widths = [Int](repeating: 1, count: specs.count)
        var shares: [(column: Int, share: Double)] = []
        var fits: [(column: Int, low: Int)] = []
        var taken = max(0, specs.count - 1) * separatorWidth
        var fractionMinimums = 0
        for (column, spec) in specs.enumerated() {
            switch spec {
            case .fixed(let width):
                widths[column] = max(1, width)
            case .fit(let low, let high):
                let low = max(1, low)
                widths[column] = min(max(low, high), max(low, column < fitted.count ? fitted[column] : 0))
                fits.append((column, low))
            case .fraction(let share):
                shares.append((column, share.isNaN ? 0 : min(1, max(0, share))))
                fractionMinimums = sum(fractionMinimums, max(1, column < minimums.count ? minimums[column] : 1))
                continue
            }
            taken = Self.sum(taken, widths[column])
        }
        if givingWay, !shares.isEmpty, !fits.isEmpty, sum(taken, fractionMinimums) > max(0, availableWidth) {
            let excess = sum(taken, fractionMinimums) - max(0, availableWidth)
            taken -= giveWay(excess, fits: fits, widths: &widths)
        }
        let remaining = taken >= availableWidth ? 0 : availableWidth - taken
        let total = shares.reduce(0) { $0 + $1.share }
        let scale = total > 1 ? 1 / total : 1
        var exact = shares.map { Double(remaining) * $0.share * scale }
        var given = exact.map { Int($0.rounded(.down)) }
        var leftover = Int((Double(remaining) * min(1, total)).rounded(.down)) - given.reduce(0, +)
        while leftover > 0, !exact.isEmpty {
            let index = exact.indices.max { exact[$0] - Double(given[$0]) < exact[$1] - Double(given[$1]) }!
            given[index] += 1
            exact[index] = Double(given[index])
            leftover -= 1
        }
        for (index, entry) in shares.enumerated() {
            let minimum = entry.column < minimums.count ? minimums[entry.column] : 1
            widths[entry.column] = max(1, minimum, given[index])
        }
        return widths
    }

    /// Narrows the fitted columns by up to `excess` columns in all, the widest first (all of the widest
    /// down to the next width, and so on), none below its `low`; returns how many columns were taken.
    private static func giveWay(_ excess: Int, fits: [(column: Int, low: Int)], widths: inout [Int]) -> Int {
        let slack = fits.reduce(0) { sum($0, widths[$1.column] - $1.low) }
        let wanted = min(excess, slack)
        guard wanted > 0 else { return 0 }
        /// The columns taken when every fitted column is cut to at most `level`.
        func cut(at level: Int) -> Int {
            fits.reduce(0) { sum($0, max(0, widths[$1.column] - max($1.low, level))) }
        }
        // The highest level that takes at least `wanted`: cutting at it takes enough, one higher does not.
        var level = 0
        var high = fits.reduce(0) { max($0, widths[$1.column]) }
        while level < high {
            let middle = level + (high - level + 1) / 2
            if cut(at: middle) >= wanted { level = middle } else { high = middle - 1 }
        }
        // Cut at the level, then give back what was taken beyond `wanted`, from the left.
        var surplus = cut(at: level) - wanted
        for (column, low) in fits {
            let cutWidth = max(low, min(widths[column], level))
            if surplus > 0, cutWidth < widths[column], cutWidth == level {
                widths[column] = cutWidth + 1
                surplus -= 1
            } else {
                widths[column] = cutWidth
            }
        }
        return wanted
    }

    /// The width of all columns and separators.
    var totalWidth: Int {
        widths.reduce(max(0, widths.count - 1) * Self.separatorWidth, Self.sum)
    }

    /// Whether the columns are wider than the available width.
    var isOverflowing: Bool { totalWidth > availableWidth }

    /// The last useful first scrolled column: the smallest that shows the last column whole (the last
    /// column itself when even it alone does not fit); `fixedCount` when nothing scrolls.
    var lastFirstScrolledColumn: Int {
        guard fixedCount < widths.count else { return fixedCount }
        let last = widths.count - 1
        return (fixedCount..<last).first { first in
            segments(from: first).last.map { $0.column == last && $0.width == widths[last] } ?? false
        } ?? last
    }

    /// `first` kept between the first scrollable column and `lastFirstScrolledColumn`.
    func clampedFirstScrolledColumn(_ first: Int) -> Int {
        min(max(fixedCount, first), max(fixedCount, lastFirstScrolledColumn))
    }

    /// The columns shown when the scrolled columns start at `first`: the fixed ones, then from
    /// `first` on, as many as fit (the last one possibly cut by the edge). A separator comes before
    /// every shown column but the first one of all, which has one too when columns before it are
    /// scrolled away (the header shows ◀ there).
    func segments(firstScrolledColumn first: Int) -> [Segment] {
        segments(from: clampedFirstScrolledColumn(first))
    }

    /// `segments(firstScrolledColumn:)` without clamping `first`.
    private func segments(from first: Int) -> [Segment] {
        var segments: [Segment] = []
        var x = 0
        /// Appends `column` when it starts inside the width; returns whether more may follow.
        func append(_ column: Int) -> Bool {
            let start = segments.isEmpty && column <= fixedCount ? x : x + Self.separatorWidth
            guard start < availableWidth else { return false }
            segments.append(Segment(column: column, x: start, width: min(widths[column], availableWidth - start)))
            x = Self.sum(start, widths[column])
            return x <= availableWidth
        }
        for column in 0..<fixedCount where !append(column) { return segments }
        for column in first..<max(first, widths.count) where !append(column) { return segments }
        return segments
    }

    /// The first scrolled column to use so that `column` is shown whole (as far as it fits), moving
    /// as little as possible from `first`.
    func firstScrolledColumn(showing column: Int, from first: Int) -> Int {
        var first = clampedFirstScrolledColumn(first)
        guard column >= fixedCount, column < widths.count else { return first }
        if column < first { return column }
        while first < column,
            !segments(firstScrolledColumn: first).contains(where: {
                $0.column == column && $0.width == widths[column]
            })
        {
            first += 1
        }
        return clampedFirstScrolledColumn(first)
    }

    /// The column at `x` in the cell area, if any (a separator belongs to no column).
    func column(atX x: Int, firstScrolledColumn first: Int) -> Int? {
        segments(firstScrolledColumn: first).first { x >= $0.x && x < $0.x + $0.width }?.column
    }

    /// `a + b` for widths, `Int.max` when it would overflow.
    static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : total
    }
}
