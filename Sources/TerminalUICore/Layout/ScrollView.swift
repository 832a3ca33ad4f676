/// A vertically scrolling container for one content view taller than the space it has.
///
/// The content gets the scroll view's width (minus the indicator column when it overflows) and
/// the height it asks for. Whenever a view inside it takes the focus, the scroll view scrolls to
/// show it. PgUp/PgDn (and Home/End, ↑/↓ when the scroll view itself has the focus) and the mouse
/// wheel scroll; a scroll view with nothing focusable inside is focusable itself.
public final class ScrollView: View {
    /// The scrolled view.
    public let content: View

    /// Whether to draw the scroll indicator in the right column when the content overflows.
    public var showsIndicator = true {
        didSet {
            if showsIndicator != oldValue {
                setNeedsLayout()
                setNeedsDisplay()
            }
        }
    }

    /// How many rows of the content are scrolled off the top; clamped to the scrollable range.
    public private(set) var contentOffset = 0

    private weak var pendingReveal: View?

    /// Wraps `content` in a scrolling viewport.
    public init(_ content: View) {
        self.content = content
        super.init()
        addSubview(content)
        keyBindings = [
            KeyBinding(.pageDown, .pageDown, hint: "Scroll", keyLabel: "PgUp/PgDn"),
            KeyBinding(.pageUp, .pageUp, isHintVisible: false),
        ]
        let overflowing: @MainActor () -> Bool = { [unowned self] in isOverflowing }
        addCommand(.pageDown, isEnabled: overflowing) { [unowned self] in scroll(by: max(1, viewportHeight - 1)) }
        addCommand(.pageUp, isEnabled: overflowing) { [unowned self] in scroll(by: -max(1, viewportHeight - 1)) }
    }

    /// The height of the visible part of the content.
    var viewportHeight: Int { bounds.height }

    /// The content's height (at least the viewport's).
    public var contentHeight: Int { content.frame.height }

    /// The largest offset: the content's last row at the bottom of the viewport.
    public var maximumOffset: Int { max(0, contentHeight - viewportHeight) }

    /// Whether the content is taller than the viewport.
    public var isOverflowing: Bool { contentHeight > viewportHeight }

    /// Scrolls so the content's row `offset` is at the top (clamped).
    public func scroll(to offset: Int) {
        let clamped = min(max(0, offset), maximumOffset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        content.frame.origin.y = -clamped
        setNeedsDisplay()
    }

    /// Scrolls by `rows` (negative: up).
    public func scroll(by rows: Int) { scroll(to: contentOffset &+ rows) }

    /// Scrolls as little as needed to show `view` (a descendant of the content); a view taller than
    /// the viewport shows its top.
    public func scrollToVisible(_ view: View) {
        guard view === content || content.isAncestor(of: view) else { return }
        var top = 0
        var current: View? = view
        while let step = current, step !== content {
            top += step.frame.y
            current = step.superview
        }
        let bottom = top + view.frame.height
        if bottom > contentOffset + viewportHeight { scroll(to: bottom - viewportHeight) }
        if top < contentOffset { scroll(to: top) }
    }

    /// The content's wanted size (plus the indicator column when it is taller than the proposal).
    /// In a stack a scroll view takes the spare room (`.fill`) unless given another sizing.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let wanted = content.sizeThatFits(proposal)
        let indicator = showsIndicator && wanted.height > proposal.height ? 1 : 0
        return Size(width: wanted.width + indicator, height: wanted.height)
    }

    /// The content's intrinsic size.
    public override var intrinsicSize: Size { content.intrinsicSize }

    /// Focusable only when nothing inside the content is, so the keyboard can still scroll it.
    public override var canBecomeFocused: Bool { Window.focusableViewCount(in: content, upTo: 1) == 0 }

    /// Sizes the content to its wanted height and keeps the offset (and the focused view) in range.
    public override func layoutSubviews() {
        var width = bounds.width
        var height = content.sizeThatFits(Size(width: width, height: bounds.height)).height
        if showsIndicator, height > bounds.height, width > 1 {
            width -= 1
            height = content.sizeThatFits(Size(width: width, height: bounds.height)).height
        }
        height = max(height, bounds.height)
        contentOffset = min(contentOffset, max(0, height - bounds.height))
        content.frame = Rect(x: 0, y: -contentOffset, width: width, height: height)
        content.layoutIfNeeded()
        if let view = pendingReveal {
            pendingReveal = nil
            scrollToVisible(view)
        }
    }

    /// Reveals a newly focused descendant after the next layout.
    public override func descendantDidBecomeFocused(_ descendant: View) {
        pendingReveal = descendant
        setNeedsLayout()
    }

    /// Draws the scroll indicator: a track with a thumb sized to the visible fraction.
    public override func draw(into canvas: inout Canvas) {
        guard showsIndicator, isOverflowing, bounds.width > 1, bounds.height > 0 else { return }
        let track = bounds.height
        let thumb = max(1, track * track / max(1, contentHeight))
        let position = maximumOffset == 0 ? 0 : (track - thumb) * contentOffset / maximumOffset
        let column = bounds.width - 1
        let theme = self.theme
        for row in 0..<track {
            let onThumb = row >= position && row < position + thumb
            let thumbStyle = isFocused ? theme.focused : theme.accent
            let cell = onThumb ? Cell("█", style: thumbStyle) : Cell("│", style: theme.border)
            canvas.set(cell, at: Point(x: column, y: row))
        }
    }

    /// PgUp/PgDn scroll by a page; ↑/↓/Home/End scroll when the scroll view itself is focused;
    /// the mouse wheel scrolls three rows. Nothing is handled while the content fits.
    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .mouse(.wheelUp) where isOverflowing:
            scroll(by: -3)
            return true
        case .mouse(.wheelDown) where isOverflowing:
            scroll(by: 3)
            return true
        case .key(let key) where isFocused && isOverflowing:
            switch key {
            case .up: scroll(by: -1)
            case .down: scroll(by: 1)
            case .home: scroll(to: 0)
            case .end: scroll(to: maximumOffset)
            default: return super.handle(event)
            }
            return true
        default:
            return super.handle(event)
        }
    }
}
