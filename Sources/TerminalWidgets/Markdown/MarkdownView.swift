import Bindings
import OpenCombine

/// Read-only Markdown, wrapped to the view's width and scrollable: headings, strong, italic and
/// code emphasis, bullet and numbered lists (nested), block quotes, code blocks, GFM pipe tables
/// (columns sized to their content, clipped at the width), links and rules.
///
/// Keys: ↑/↓ scroll a row, PgUp/PgDn a page, Home/End to the top and the end, the mouse wheel
/// three rows; Tab/Shift-Tab move between the links on screen and beyond (past the last link the
/// focus moves on as usual), Enter opens the focused link. `linkActivated` reports the URL of a
/// link opened with Enter or a click; the view opens nothing itself.
///
/// The text is parsed when it changes and laid out once per width; a key or a frame costs work for
/// the rows on screen only. Styles come from the theme: headings `header`, code and links `accent`
/// (links underlined, the focused link `focused`), quote bars, rules and table lines `border`.
public final class MarkdownView: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "document",
            value: focusedLinkURL.map { "link " + $0 } ?? text.split(separator: "\n").first.map(String.init) ?? "",
            states: accessibilityStates)
    }

    /// The Markdown source.
    public var text: String {
        didSet {
            guard text != oldValue else { return }
            document = MarkdownDocument(parsing: text)
        }
    }

    /// The parsed document.
    public private(set) var document: MarkdownDocument {
        didSet {
            guard document != oldValue else { return }
            layouts = []
            focusedLink = nil
            top = 0
            setNeedsDisplay()
        }
    }

    /// The width a stack gives the view when sized `.intrinsic`.
    public var preferredWidth = 60 {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicSize() } }
    }

    /// The rows a stack gives the view when sized `.intrinsic`.
    public var preferredVisibleRows = 10 {
        didSet { if preferredVisibleRows != oldValue { invalidateIntrinsicSize() } }
    }

    /// Whether a scroll indicator takes the right column while the document overflows.
    public var showsScrollIndicator = true {
        didSet { if showsScrollIndicator != oldValue { setNeedsDisplay() } }
    }

    /// The first row on screen.
    public internal(set) var top = 0

    /// The index of the focused link in document order (nil: none).
    public internal(set) var focusedLink: Int?

    /// Layouts for the last widths drawn at (at most two: with and without the indicator column).
    var layouts: [MarkdownLayout] = []

    /// How many content rows the last draw drew.
    package internal(set) var renderedRowCount = 0

    let linkEvent = UserEvent<String>()

    /// Fires with the URL of a link the user opened (Enter on the focused link, or a click).
    public var linkActivated: AnyPublisher<String, Never> { linkEvent.publisher }

    /// Creates a view showing `text`.
    public init(_ text: String = "") {
        self.text = text
        document = MarkdownDocument(parsing: text)
        super.init()
        keyBindings = Self.bindings
        addCommands()
    }

    /// Markdown views take the focus, to scroll and follow links with the keyboard.
    public override var canBecomeFocused: Bool { true }

    /// `preferredWidth` × `preferredVisibleRows`.
    public override var intrinsicSize: Size {
        Size(width: max(0, preferredWidth), height: max(0, preferredVisibleRows))
    }

    /// A new size changes the wrapping; the top row is kept in range.
    public override func layoutSubviews() {
        super.layoutSubviews()
        clampTop()
        setNeedsDisplay()
    }

    /// The URL of the focused link.
    public var focusedLinkURL: String? {
        guard let focusedLink else { return nil }
        let links = layout.links
        return links.indices.contains(focusedLink) ? links[focusedLink].url : nil
    }

    /// Scrolls with the wheel; a click on a link focuses and opens it.
    public override func handle(_ event: Event) -> Bool {
        guard isEnabledInHierarchy else { return false }
        switch event {
        case .mouse(.wheelUp):
            guard isOverflowing else { return false }
            scroll(by: -Self.wheelRows)
            return true
        case .mouse(.wheelDown):
            guard isOverflowing else { return false }
            scroll(by: Self.wheelRows)
            return true
        case .mouse(.press(.left, let point, _)):
            guard let link = link(at: point) else { return super.handle(event) }
            focus(link: link)
            linkEvent.send(layout.links[link].url)
            return true
        default:
            return super.handle(event)
        }
    }

    /// Draws the rows on screen and, while the document overflows, the scroll indicator.
    public override func draw(into canvas: inout Canvas) { drawMarkdown(into: &canvas) }
}

extension Reactive where Base: MarkdownView {
    /// Binds the Markdown source.
    public var text: Binder<String> {
        Binder(base) { view, text in view.text = text }
    }
}
