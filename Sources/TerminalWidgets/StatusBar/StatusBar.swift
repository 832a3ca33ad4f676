import Bindings

/// A one-row bar of key hints (`Enter Open  Tab Next  q Quit`) for the focused context, taken from
/// the key-binding tables of the focused view, its ancestors and the window (`Window.activeHints`),
/// so it only ever lists keys that work. Hints that do not fit are left out whole, and a `…` says so; a `message` is
/// shown at the right when there is room.
///
/// ```swift
/// let layout = VStack([content])
/// layout.add(StatusBar(), sizing: .fixed(1))   // the bottom row: `Enter Open  Esc Back  ? Help`
/// ```
public final class StatusBar: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "status bar", value: message)
    }

    /// Hints to show instead of the window's active hints; `nil` follows the focused context.
    public var hints: [KeyBinding]? {
        didSet { if hints != oldValue { setNeedsDisplay() } }
    }

    /// Text shown right-aligned after the hints (e.g. "Saved"), cut first when space runs out.
    public var message: String {
        didSet { if message != oldValue { setNeedsDisplay() } }
    }

    private static let separator = "  "

    /// How many hints of `widths` fit in `width` columns from column `start`.
    private static func fittingCount(_ widths: [Int], from start: Int, in width: Int) -> Int {
        var used = start
        var count = 0
        for hintWidth in widths {
            guard used + hintWidth <= width else { break }
            used += hintWidth
            count += 1
        }
        return count
    }

    /// Creates a status bar that follows the focused context.
    public init(message: String = "") {
        self.message = message
        super.init()
    }

    /// The hints shown now: the explicit `hints`, else the window's active hints.
    public var shownHints: [KeyBinding] { hints ?? window?.activeHints ?? [] }

    /// One row as wide as all hints.
    public override var intrinsicSize: Size {
        let widths = shownHints.map { $0.displayedKey.displayWidth + 1 + $0.hint.displayWidth }
        let total = widths.reduce(0, +) + Self.separator.count * max(0, widths.count - 1) + 2
        return Size(width: total, height: 1)
    }

    /// The status bar's own background.
    public override var backgroundStyle: Style { theme.statusBar }

    /// Redraws when the focused context's hints changed.
    public override func activeHintsDidChange() {
        if hints == nil { setNeedsDisplay() }
    }

    /// Each shown hint's key label and the display widths of the label and the hint, measured once
    /// a draw (a key's label is built from its code and modifiers), in a buffer kept between draws.
    private var measuredHints: [(key: String, keyWidth: Int, hintWidth: Int)] = []

    /// Draws the hints that fit, then the message.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let width = bounds.width
        let hints = shownHints
        let start = width > 2 ? 1 : 0
        var measured = measuredHints
        measuredHints = []
        measured.removeAll(keepingCapacity: true)
        var widths: [Int] = []
        widths.reserveCapacity(hints.count)
        for (index, hint) in hints.enumerated() {
            let key = hint.displayedKey
            let entry = (key: key, keyWidth: key.displayWidth, hintWidth: hint.hint.displayWidth)
            measured.append(entry)
            widths.append((index > 0 ? Self.separator.count : 0) + entry.keyWidth + 1 + entry.hintWidth)
        }
        defer { measuredHints = measured }
        var count = Self.fittingCount(widths, from: start, in: width)
        let isCut = count < hints.count
        if isCut { count = Self.fittingCount(widths, from: start, in: width - Self.separator.count - 1) }
        var x = start
        if count == 0, let first = hints.first {
            let key = measured[0].key
            canvas.put(key, at: Point(x: x, y: 0), style: theme.hintKey, maxWidth: width - x, ellipsis: true)
            x += min(measured[0].keyWidth, width - x)
            if x + 1 < width {
                canvas.put(
                    first.hint, at: Point(x: x + 1, y: 0), style: theme.hint, maxWidth: width - x - 1, ellipsis: true)
            }
            x = width
        }
        for index in 0..<count {
            if index > 0 { x += Self.separator.count }
            canvas.put(measured[index].key, at: Point(x: x, y: 0), style: theme.hintKey)
            x += measured[index].keyWidth + 1
            canvas.put(hints[index].hint, at: Point(x: x, y: 0), style: theme.hint)
            x += measured[index].hintWidth
        }
        if isCut, count > 0 {
            x += Self.separator.count
            canvas.put("…", at: Point(x: x, y: 0), style: theme.hintKey)
            x += 1
        }
        let room = width - x - 3
        guard !message.isEmpty, room > 0 else { return }
        let shown = message.sanitizedForTerminal().truncated(toDisplayWidth: min(room, width - 1))
        canvas.put(shown, at: Point(x: width - 1 - shown.displayWidth, y: 0), style: theme.hint)
    }
}

extension Reactive where Base: StatusBar {
    /// Binds the message shown at the right.
    public var message: Binder<String> {
        Binder(base) { bar, message in bar.message = message }
    }
}
