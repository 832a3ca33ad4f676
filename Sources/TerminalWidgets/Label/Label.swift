import Bindings

/// Read-only text. Each line of `text` is drawn truncated with "…" when too wide, or, with
/// `wrapsLines`, word-wrapped (CJK text breaks between characters). Lines are aligned left, centre
/// or right; when wrapped text is taller than the label, the last row ends in "…".
///
/// ```swift
/// let name = Label("Name", alignment: .left)
/// connection.bind(\.userName, to: name.rx.text)
/// ```
public final class Label: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "text", value: text, states: accessibilityStates)
    }

    /// The text; newlines start new lines.
    public var text: String {
        didSet { if text != oldValue { textDidChange() } }
    }

    /// Where each line sits horizontally.
    public var alignment: TextAlignment {
        didSet { if alignment != oldValue { setNeedsDisplay() } }
    }

    /// Whether long lines wrap (true) or are cut with "…" (false).
    public var wrapsLines: Bool {
        didSet {
            guard wrapsLines != oldValue else { return }
            wrapCache = nil
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The theme style the text is drawn in (e.g. `\.header`, `\.error`, `\.hint`).
    public var themeStyle: KeyPath<Theme, Style> = \.normal {
        didSet { if themeStyle != oldValue { setNeedsDisplay() } }
    }

    /// A fixed style used instead of `themeStyle`.
    public var customStyle: Style? {
        didSet { if customStyle != oldValue { setNeedsDisplay() } }
    }

    /// The URL the terminal makes the text a link to (OSC 8): clicking it opens the URL where the
    /// terminal supports links; nil for none. See `Hyperlink` for how a URL is made safe.
    public var link: String? {
        didSet {
            guard link != oldValue else { return }
            hyperlink = link.flatMap(Hyperlink.init)
            setNeedsDisplay()
        }
    }

    private var hyperlink: Hyperlink?
    private var wrapCache: (width: Int, lines: [String])?
    private var paragraphCache: [String]?

    /// Creates a label.
    public init(_ text: String = "", alignment: TextAlignment = .left, wrapsLines: Bool = false) {
        self.text = text
        self.alignment = alignment
        self.wrapsLines = wrapsLines
        super.init()
    }

    private func textDidChange() {
        let oldSize = paragraphCache.map(Self.size(of:))
        wrapCache = nil
        paragraphCache = nil
        setNeedsDisplay()
        if wrapsLines || oldSize != intrinsicSize { invalidateIntrinsicSize() }
    }

    private var paragraphs: [String] {
        if let paragraphCache { return paragraphCache }
        let paragraphs = LabelWrapping.paragraphs(text)
        paragraphCache = paragraphs
        return paragraphs
    }

    private static func size(of lines: [String]) -> Size {
        Size(width: lines.map(\.displayWidth).max() ?? 0, height: lines.count)
    }

    /// The lines as drawn in `width` columns (wrapped or not).
    public func lines(forWidth width: Int) -> [String] {
        guard wrapsLines else { return paragraphs }
        if let cache = wrapCache, cache.width == width { return cache.lines }
        let lines = LabelWrapping.wrap(text, width: width)
        wrapCache = (width, lines)
        return lines
    }

    /// The widest line by the number of lines, without wrapping.
    public override var intrinsicSize: Size { Self.size(of: paragraphs) }

    /// With wrapping, the size of the text wrapped at the proposed width.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        guard wrapsLines else { return intrinsicSize }
        return Self.size(of: lines(forWidth: proposal.width))
    }

    /// Draws the visible lines.
    public override func draw(into canvas: inout Canvas) {
        let width = bounds.width
        let height = bounds.height
        guard width > 0, height > 0 else { return }
        var style = isEnabledInHierarchy ? customStyle ?? theme[keyPath: themeStyle] : theme.disabled
        if let hyperlink { style.link = hyperlink }
        let lines = self.lines(forWidth: width)
        for (row, line) in lines.prefix(height).enumerated() {
            let isCutOff = row == height - 1 && lines.count > height
            let shown = isCutOff ? line + "…" : line
            let x = alignment.offset(lineWidth: shown.displayWidth, in: width)
            canvas.put(shown, at: Point(x: x, y: row), style: style, maxWidth: width, ellipsis: true)
        }
    }
}

extension Reactive where Base: Label {
    /// Binds the label's text.
    public var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }

    /// Binds the URL the label's text links to.
    public var link: Binder<String?> {
        Binder(base) { label, link in label.link = link }
    }
}
