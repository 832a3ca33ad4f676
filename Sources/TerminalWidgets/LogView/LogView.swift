import Bindings
import OpenCombine

/// Read-only scrolling text, such as a log: lines appended at the bottom, newest last.
///
/// The view follows the tail (`isFollowing`): new lines scroll into sight as they arrive. Scrolling
/// up stops following, and a badge at the bottom right (`↓ paused`, or `↓ 3 new` once lines
/// arrive) says so; End, or scrolling back down to the last row, follows again. Keys: ↑/↓ scroll a
/// row, PgUp/PgDn a page, Home goes to the first line, End follows; the mouse wheel scrolls three
/// rows. While the lines overflow, a scroll indicator takes the right column (`showsScrollIndicator`).
///
/// Text is selected with the mouse: press, drag and release (Shift-click extends the selection);
/// it shows in the theme's selection style and is copied to the clipboard (and, through the
/// terminal, to the system clipboard) on release, or again with Alt-W or Ctrl-Insert. Any other key
/// clears it.
///
/// Lines too wide are cut with "…", or, with `wrapsLines`, wrapped by display width at spaces and
/// between wide characters, never inside a grapheme cluster. `maximumLineCount` caps the lines
/// kept (the oldest go first). `append(_:)` splits text at newlines; each element of `lines` is one
/// line (a newline inside it shows as `␤`, or starts a row when wrapping).
///
/// Costs do not grow with the log: a key press, a frame and an appended line cost work for the rows
/// on screen only. Appending while the view follows a full screen redraws its rows; appending below
/// a log that still fits draws the new rows alone; appending while scrolled up redraws the badge's
/// row (and the indicator's thumb when it moves). Setting `lines` to the lines held with some dropped
/// at the front and some appended (as a store keeping a capped log sends them) costs the same as
/// appending; any other array replaces the lines.
///
/// `followingChanged` fires when the user stops or resumes following (never for changes made in
/// code or through `rx`).
public final class LogView: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "log", value: buffer.lines.last ?? emptyText, states: accessibilityStates,
            position: AccessibilityDescription.position("line", index: buffer.count - 1, count: buffer.count))
    }

    /// The lines, numbered for good.
    var buffer = LogLineBuffer()
    /// The first row shown while not following.
    var top = LogPosition(line: 0, row: 0)
    /// Wrapped rows of recently shown lines, for the width they were wrapped at.
    var wrapCache = LogWrapCache()
    /// How many content rows the last draw drew.
    package internal(set) var renderedRowCount = 0
    /// How many lines the last draw showed at least partly.
    var shownLineCount = 0
    /// The scroll indicator as last drawn (nil: none).
    var drawnIndicator: LogScrollIndicator?
    /// The text selected with the mouse, if any.
    var selection: LogSelection?

    /// Whether the view shows the newest lines as they arrive.
    public internal(set) var isFollowing = true

    /// How many lines arrived since the view stopped following (0 while following).
    public internal(set) var newLineCount = 0

    /// The most lines kept; appending more drops the oldest. Nil keeps every line; values below 1
    /// count as 1.
    public var maximumLineCount: Int? {
        didSet {
            if let limit = maximumLineCount, limit < 1 { maximumLineCount = 1 }
            if maximumLineCount != oldValue { applyCap() }
        }
    }

    /// Whether long lines wrap (true) or are cut with "…" (false).
    public var wrapsLines = false {
        didSet { if wrapsLines != oldValue { geometryDidChange() } }
    }

    /// Whether a scroll indicator takes the right column while the lines overflow.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { geometryDidChange() } }
    }

    /// The style of the lines; nil draws them in the theme's normal style.
    public var lineStyle: Style? {
        didSet { if lineStyle != oldValue { setNeedsDisplay() } }
    }

    /// Shown dimmed at the top when there are no lines.
    public var emptyText = "" {
        didSet { if emptyText != oldValue, buffer.isEmpty { setNeedsDisplay() } }
    }

    /// The width a stack gives the view when sized `.intrinsic`.
    public var preferredWidth = 40 {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicSize() } }
    }

    /// The rows a stack gives the view when sized `.intrinsic`.
    public var preferredVisibleRows = 3 {
        didSet { if preferredVisibleRows != oldValue { invalidateIntrinsicSize() } }
    }

    let followingEvent = UserEvent<Bool>()

    /// Fires with the new state when the user stopped (false) or resumed (true) following.
    public var followingChanged: AnyPublisher<Bool, Never> { followingEvent.publisher }

    /// Creates a log view of `lines`, following its tail, keeping at most `maximumLineCount` lines.
    public init(lines: [String] = [], maximumLineCount: Int? = nil, emptyText: String = "") {
        self.maximumLineCount = maximumLineCount.map { max(1, $0) }
        self.emptyText = emptyText
        super.init()
        keyBindings = Self.scrollBindings + Self.selectionBindings
        addScrollCommands()
        addSelectionCommands()
        buffer.append(contentsOf: lines)
        if let limit = self.maximumLineCount { buffer.trim(toAtMost: limit) }
    }

    /// Log views take the focus, to scroll with the keyboard.
    public override var canBecomeFocused: Bool { true }

    /// `preferredWidth` × `preferredVisibleRows`.
    public override var intrinsicSize: Size {
        Size(width: max(0, preferredWidth), height: max(0, preferredVisibleRows))
    }

    /// A new size may change the wrapping, whether the lines overflow and where the end is.
    public override func layoutSubviews() {
        super.layoutSubviews()
        geometryDidChange()
    }

    /// Scrolls with the mouse wheel while the lines overflow; selects text with the left button; a
    /// key other than a copy key clears the selection (and goes on as usual).
    public override func handle(_ event: Event) -> Bool {
        guard isEnabledInHierarchy else { return false }
        switch event {
        case .mouse(let mouse) where handleSelectionMouse(mouse):
            return true
        case .key(let key) where selection != nil && !Self.selectionBindings.contains { $0.key == key }:
            clearSelection()
            return super.handle(event)
        case .mouse(.wheelUp) where isOverflowing:
            userScroll(by: -Self.wheelRows)
            return true
        case .mouse(.wheelDown) where isOverflowing:
            userScroll(by: Self.wheelRows)
            return true
        default:
            return super.handle(event)
        }
    }

    /// Draws the rows on screen, the scroll indicator and, while not following, the badge.
    public override func draw(into canvas: inout Canvas) { drawLog(into: &canvas) }
}

extension Reactive where Base: LogView {
    /// Binds all the lines (one element a row; see `LogView.lines` for what costs what).
    public var lines: Binder<[String]> {
        Binder(base) { log, lines in log.lines = lines }
    }

    /// Appends each batch of lines it receives (text is split at newlines).
    public var appendedLines: Binder<[String]> {
        Binder(base) { log, lines in log.append(contentsOf: lines) }
    }

    /// Binds the most lines kept (nil: every line).
    public var maximumLineCount: Binder<Int?> {
        Binder(base) { log, limit in log.maximumLineCount = limit }
    }

    /// Binds the text shown when there are no lines.
    public var emptyText: Binder<String> {
        Binder(base) { log, text in log.emptyText = text }
    }
}
