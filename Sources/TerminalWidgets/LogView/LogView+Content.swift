extension LogView {
    /// The lines, oldest first (reading copies them). Setting the lines held with some of the oldest
    /// gone and new ones after them appends those (the scroll position stays on the same lines);
    /// any other array replaces the lines, keeping a paused view at the same line index.
    public var lines: [String] {
        get { Array(buffer.lines) }
        set {
            let isCapped = maximumLineCount.map { buffer.count >= $0 } ?? false
            if let continuation = LogLineContinuation.find(held: buffer.lines, new: newValue, heldIsCapped: isCapped) {
                update(dropping: continuation.droppedCount, appending: newValue[continuation.appendedStart...])
            } else {
                replaceLines(with: newValue)
            }
        }
    }

    /// How many lines the log holds.
    public var lineCount: Int { buffer.count }

    /// Appends `text` as one line, or as several when it holds newlines (a final newline adds no
    /// empty line).
    public func append(_ text: String) {
        append(contentsOf: [text])
    }

    /// Appends each text as one line, or several when it holds newlines (see `append(_:)`).
    public func append(contentsOf texts: [String]) {
        var lines: [String] = []
        lines.reserveCapacity(texts.count)
        for text in texts { Self.splitLines(text, into: &lines) }
        guard !lines.isEmpty else { return }
        update(dropping: 0, appending: lines[...])
    }

    /// Removes every line and follows again.
    public func clear() {
        replaceLines(with: [])
    }

    /// Splits `text` at newlines (`\n`, `\r\n`, `\r`); a final newline ends the last line.
    static func splitLines(_ text: String, into lines: inout [String]) {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
            lines.append(text)
            return
        }
        var pieces = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if pieces.count > 1, pieces.last?.isEmpty == true { pieces.removeLast() }
        lines.append(contentsOf: pieces.map(String.init))
    }

    /// Drops `dropped` of the oldest lines, appends `appended` (and applies the cap), redrawing only
    /// what moved on screen.
    func update(dropping dropped: Int, appending appended: ArraySlice<String>) {
        guard dropped > 0 || !appended.isEmpty else { return }
        let oldCount = buffer.count
        let isShown = bounds.width > 0 && bounds.height > 0
        let wasOverflowing = isOverflowing
        let oldRows = wasOverflowing || !isShown ? 0 : totalRows()
        let oldFirst = buffer.firstNumber
        buffer.dropFirst(dropped)
        buffer.append(contentsOf: appended)
        if let limit = maximumLineCount { buffer.trim(toAtMost: limit) }
        let droppedNow = buffer.firstNumber - oldFirst
        let added = buffer.count - oldCount + droppedNow
        if isFollowing {
            if !isShown || wasOverflowing || droppedNow > 0 || isOverflowing {
                setNeedsDisplay()
            } else {
                addDamage(Rect(x: 0, y: oldRows, width: bounds.width, height: totalRows() - oldRows))
            }
            return
        }
        newLineCount = min(newLineCount + added, buffer.count)
        if top.line < buffer.firstNumber {
            normalizeTop()
            setNeedsDisplay()
            return
        }
        normalizeTop()
        guard !isFollowing else { return }
        damageBadgeAndIndicator()
    }

    /// Replaces every line: a following view shows the new end, a paused one the same line index.
    func replaceLines(with lines: [String]) {
        let index = top.line - buffer.firstNumber
        buffer.replaceAll(with: lines)
        if let limit = maximumLineCount { buffer.trim(toAtMost: limit) }
        top = LogPosition(line: buffer.firstNumber + max(0, min(index, buffer.count - 1)), row: 0)
        newLineCount = 0
        normalizeTop()
        setNeedsDisplay()
    }

    /// Drops the lines over the cap (after `maximumLineCount` changed).
    func applyCap() {
        guard let limit = maximumLineCount, buffer.count > limit else { return }
        update(dropping: buffer.count - limit, appending: [])
    }

    /// The rows all lines take (called only while they fit, so at most the height).
    func totalRows() -> Int {
        let width = contentWidth
        return buffer.numbers.reduce(0) { $0 + rowCount(ofLine: $1, width: width) }
    }

    /// While paused, new lines change the badge and maybe the thumb: repaints those rows alone.
    func damageBadgeAndIndicator() {
        let height = bounds.height
        guard height > 0 else { return }
        addDamage(Rect(x: 0, y: height - 1, width: bounds.width, height: 1))
        guard let drawn = drawnIndicator else { return }
        let current = indicator(shownLineCount: drawn.shownLineCount)
        guard current.thumb != drawn.thumb else { return }
        for range in [drawn.thumb, current.thumb] where !range.isEmpty {
            addDamage(Rect(x: 0, y: range.lowerBound, width: bounds.width, height: range.count))
        }
    }
}
