extension LogView {
    /// Rows the mouse wheel scrolls.
    static let wheelRows = 3

    /// The key-binding table: ↑↓ scroll (hint `Scroll`), PgUp/PgDn by a page, Home to the first
    /// line, End follows the tail (hint `Follow`, shown while not following).
    static var scrollBindings: [KeyBinding] {
        [
            KeyBinding(.up, .moveUp, hint: "Scroll", keyLabel: "↑↓"),
            KeyBinding(.down, .moveDown, isHintVisible: false),
            KeyBinding(.pageUp, .pageUp, isHintVisible: false),
            KeyBinding(.pageDown, .pageDown, isHintVisible: false),
            KeyBinding(.home, .moveToStart, isHintVisible: false),
            KeyBinding(.end, .moveToEnd, hint: "Follow"),
        ]
    }

    /// Registers the scroll commands: the moves count while the lines overflow (so arrows never
    /// leave the view then), End while not following.
    func addScrollCommands() {
        let overflowing: @MainActor () -> Bool = { [unowned self] in isOverflowing }
        addCommand(.moveUp, isEnabled: overflowing) { [unowned self] in userScroll(by: -1) }
        addCommand(.moveDown, isEnabled: overflowing) { [unowned self] in userScroll(by: 1) }
        addCommand(.pageUp, isEnabled: overflowing) { [unowned self] in userScroll(by: -pageRows) }
        addCommand(.pageDown, isEnabled: overflowing) { [unowned self] in userScroll(by: pageRows) }
        addCommand(.moveToStart, isEnabled: overflowing) { [unowned self] in userScrollToTop() }
        addCommand(.moveToEnd, isEnabled: { [unowned self] in !isFollowing }) { [unowned self] in
            follow(byUser: true)
        }
    }

    /// Rows a page moves: the height less one, so one row stays in sight.
    var pageRows: Int { max(1, bounds.height - 1) }

    // MARK: Geometry

    /// The column the scroll indicator takes while the lines overflow (none in tiny views).
    var indicatorColumns: Int { showsScrollIndicator && bounds.width > 2 && bounds.height > 1 ? 1 : 0 }

    /// Whether the lines take more rows than the view has (never in a view with no room).
    public var isOverflowing: Bool {
        let height = bounds.height
        guard height > 0, bounds.width > 0 else { return false }
        if buffer.count > height { return true }
        guard wrapsLines else { return false }
        let width = bounds.width - indicatorColumns
        var rows = 0
        for number in buffer.numbers {
            rows += rowCount(ofLine: number, width: width)
            if rows > height { return true }
        }
        return false
    }

    /// The columns the lines are drawn (and wrapped) in.
    var contentWidth: Int { isOverflowing ? bounds.width - indicatorColumns : bounds.width }

    /// The rows of line `number` at `width` columns (the line itself without wrapping).
    func rows(ofLine number: Int, width: Int) -> [String] {
        guard wrapsLines else { return [buffer[number]] }
        return wrapCache.rows(ofLine: number, text: buffer[number], width: width)
    }

    /// How many rows line `number` takes at `width` columns.
    func rowCount(ofLine number: Int, width: Int) -> Int {
        wrapsLines ? rows(ofLine: number, width: width).count : 1
    }

    /// The first row on screen when the view shows the end (the first row of all when the lines fit).
    var endTop: LogPosition {
        guard !buffer.isEmpty else { return LogPosition(line: buffer.firstNumber, row: 0) }
        guard wrapsLines else {
            return LogPosition(line: max(buffer.firstNumber, buffer.endNumber - max(1, bounds.height)), row: 0)
        }
        let width = contentWidth
        var remaining = max(1, bounds.height)
        var line = buffer.endNumber - 1
        while true {
            let rows = rowCount(ofLine: line, width: width)
            if rows >= remaining { return LogPosition(line: line, row: rows - remaining) }
            remaining -= rows
            if line == buffer.firstNumber { return LogPosition(line: line, row: 0) }
            line -= 1
        }
    }

    /// The first row on screen.
    var currentTop: LogPosition { isFollowing ? endTop : top }

    /// `position` moved by `delta` rows (negative: up), kept between the first row and `endTop`.
    func position(_ position: LogPosition, movedBy delta: Int) -> LogPosition {
        let end = endTop
        let width = contentWidth
        var moved = position
        var remaining = delta.magnitude
        if delta > 0 {
            while remaining > 0, moved < end {
                let below = rowCount(ofLine: moved.line, width: width) - 1 - moved.row
                if remaining <= below {
                    moved.row += Int(remaining)
                    remaining = 0
                } else {
                    remaining -= UInt(below + 1)
                    moved = LogPosition(line: moved.line + 1, row: 0)
                }
            }
            return min(moved, end)
        }
        while remaining > 0 {
            if remaining <= moved.row {
                moved.row -= Int(remaining)
                remaining = 0
            } else if moved.line > buffer.firstNumber {
                remaining -= UInt(moved.row + 1)
                moved.line -= 1
                moved.row = rowCount(ofLine: moved.line, width: width) - 1
            } else {
                moved.row = 0
                remaining = 0
            }
        }
        return min(moved, end)
    }

    /// Keeps `top` on a row that exists; when it shows the end, the view follows again.
    func normalizeTop() {
        guard !isFollowing else { return }
        if top.line < buffer.firstNumber || buffer.isEmpty {
            top = LogPosition(line: buffer.firstNumber, row: 0)
        }
        if !buffer.isEmpty {
            top.row = min(max(0, top.row), rowCount(ofLine: top.line, width: contentWidth) - 1)
        }
        if !isOverflowing || top >= endTop {
            isFollowing = true
            newLineCount = 0
            setNeedsDisplay()
        }
    }

    /// The size, the wrapping or the indicator changed: rows move, so the view is redrawn.
    func geometryDidChange() {
        normalizeTop()
        setNeedsDisplay()
    }

    // MARK: Scrolling

    /// Shows the end and follows new lines from now on.
    public func scrollToEnd() { follow(byUser: false) }

    /// Shows the first line (and stops following, when the lines overflow).
    public func scrollToTop() { scroll(to: LogPosition(line: buffer.firstNumber, row: 0), byUser: false) }

    /// Scrolls by `rows` (negative: up); reaching the end follows again.
    public func scroll(by rows: Int) { scroll(to: position(currentTop, movedBy: rows), byUser: false) }

    /// Scrolls by `rows` because the user asked.
    func userScroll(by rows: Int) {
        guard isOverflowing else { return }
        scroll(to: position(currentTop, movedBy: rows), byUser: true)
    }

    /// Shows the first line because the user asked.
    func userScrollToTop() {
        guard isOverflowing else { return }
        scroll(to: LogPosition(line: buffer.firstNumber, row: 0), byUser: true)
    }

    /// Puts `target` at the top: following when it shows the end, paused otherwise.
    func scroll(to target: LogPosition, byUser: Bool) {
        guard isOverflowing, target < endTop else {
            follow(byUser: byUser)
            return
        }
        let wasFollowing = isFollowing
        if target != currentTop || wasFollowing { setNeedsDisplay() }
        top = target
        guard wasFollowing else { return }
        isFollowing = false
        newLineCount = 0
        if byUser { followingEvent.send(false) }
    }

    /// Follows the tail again.
    func follow(byUser: Bool) {
        guard !isFollowing else { return }
        isFollowing = true
        newLineCount = 0
        setNeedsDisplay()
        if byUser { followingEvent.send(true) }
    }
}
