import OpenCombine

/// The command palette: a box with a text field over the list of commands of the context it was
/// opened from, filtered by fuzzy match as you type (`CommandPaletteModel`), the matched letters
/// highlighted, each with its key. ↑/↓ (PgUp/PgDn) move, Enter runs the command in the opener's
/// context, Esc or a click outside closes. Opened with `Window.showCommandPalette()`.
@MainActor
public final class CommandPaletteView: View, OutsideMouseHandling {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "command palette", label: model.query, value: selectedEntry?.title ?? "no match",
            position: AccessibilityDescription.position(
                "command", index: selectedEntry == nil ? nil : selectedIndex, count: model.matches.count))
    }

    /// The entries and the current matches.
    public private(set) var model: CommandPaletteModel
    /// The position of the cursor in `model.matches`.
    public private(set) var selectedIndex = 0
    /// The field the query is typed in.
    public let field = TextField(placeholder: "Type a command")
    private let context: CommandContext
    private var firstShown = 0
    private var subscription: AnyCancellable?
    /// Called after the palette closed (with or without running a command).
    var onClose: (@MainActor () -> Void)?

    /// A palette of `entries` that runs the chosen one in `context`.
    public init(entries: [CommandPaletteEntry], context: CommandContext) {
        self.model = CommandPaletteModel(entries: entries)
        self.context = context
        super.init()
        addSubview(field)
        field.keyBindings.removeAll { $0.command.matches(.submit) }
        field.keyBindings = field.keyBindings.map { binding in
            var binding = binding
            binding.isHintVisible = false
            return binding
        }
        subscription = field.textChanged.sink { [weak self] query in self?.filter(query) }
        installCommands()
    }

    private func installCommands() {
        let hasMatches: @MainActor () -> Bool = { [unowned self] in !model.matches.isEmpty }
        addCommand(.moveUp, isEnabled: hasMatches) { [unowned self] in select(selectedIndex - 1) }
        addCommand(.moveDown, isEnabled: hasMatches) { [unowned self] in select(selectedIndex + 1) }
        addCommand(.pageUp, isEnabled: hasMatches) { [unowned self] in select(selectedIndex - listHeight) }
        addCommand(.pageDown, isEnabled: hasMatches) { [unowned self] in select(selectedIndex + listHeight) }
        addCommand(.submit, isEnabled: hasMatches) { [unowned self] in runSelected() }
        addCommand(.back) { [unowned self] in close() }
        keyBindings = [
            KeyBinding(.up, .moveUp, hint: "Move", keyLabel: "↑↓"),
            KeyBinding(.down, .moveDown),
            KeyBinding(.pageUp, .pageUp),
            KeyBinding(.pageDown, .pageDown),
            KeyBinding(.enter, .submit, hint: "Run"),
            KeyBinding(.escape, .back, hint: "Close"),
        ]
    }

    /// The heading of the palette's keys in the help dialog.
    public override var keyHelpTitle: String { "Command palette" }

    /// The entry under the cursor.
    public var selectedEntry: CommandPaletteEntry? {
        model.matches.indices.contains(selectedIndex) ? model.entries[model.matches[selectedIndex]] : nil
    }

    /// Filters the list for `query` (what typing in the field does) and puts the cursor on the best match.
    public func filter(_ query: String) {
        model.filter(query)
        selectedIndex = 0
        firstShown = 0
        setNeedsDisplay()
    }

    /// Moves the cursor to match `index` (clamped), scrolling it into sight.
    public func select(_ index: Int) {
        guard !model.matches.isEmpty else { return }
        selectedIndex = min(max(index, 0), model.matches.count - 1)
        if selectedIndex < firstShown { firstShown = selectedIndex }
        if selectedIndex >= firstShown + listHeight { firstShown = selectedIndex - max(listHeight, 1) + 1 }
        setNeedsDisplay()
    }

    /// Closes the palette and runs the selected command in the context it was opened from.
    public func runSelected() {
        guard let entry = selectedEntry else { return }
        close()
        context.perform(entry.command)
    }

    /// Closes the palette without running anything.
    public func close() {
        window?.dismissOverlay(self)
        let onClose = self.onClose
        self.onClose = nil
        onClose?()
    }

    /// A click outside the palette closes it.
    public func handleMouseOutside(_ mouse: MouseEvent) -> Bool {
        if case .press = mouse { close() }
        return true
    }

    /// A click on a row runs it; the wheel moves the cursor. Typing and pastes go to the field
    /// also while it cannot take the focus (a screen too small to show it).
    public override func handle(_ event: Event) -> Bool {
        switch event {
        case .key(let key) where key.insertableCharacter != nil: return field.handle(event)
        case .paste: return field.handle(event)
        default: break
        }
        guard case .mouse(let mouse) = event else { return super.handle(event) }
        switch mouse {
        case .press(.left, let point, _):
            let row = point.y - 3
            if row >= 0, row < listHeight, firstShown + row < model.matches.count {
                select(firstShown + row)
                runSelected()
            }
        case .wheelUp: select(selectedIndex - 1)
        case .wheelDown: select(selectedIndex + 1)
        default: break
        }
        return true
    }

    // MARK: Layout and drawing

    /// How many rows of commands show.
    private var listHeight: Int { max(0, bounds.height - 4) }

    /// As wide as the widest entry (within 30…72 columns), as tall as the entries (at most 16).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let widest = model.entries.prefix(2_000).map { $0.title.displayWidth + $0.keyLabel.displayWidth + 3 }.max() ?? 0
        let width = min(max(widest + 4, 30), 72)
        let height = 4 + min(max(model.entries.count, 1), 16)
        return Size(width: width, height: height)
    }

    /// The field on the first row inside the border, after "> ".
    public override func layoutSubviews() {
        field.frame = Rect(x: 3, y: 1, width: max(0, bounds.width - 4), height: min(1, max(0, bounds.height - 2)))
    }

    /// The border, the prompt, a line, then the matching commands.
    public override func draw(into canvas: inout Canvas) {
        let theme = self.theme
        canvas.drawBox(bounds, title: "Commands", style: theme.border, titleStyle: theme.header)
        guard bounds.width > 2, bounds.height > 2 else { return }
        canvas.put(">", at: Point(x: 1, y: 1), style: theme.accent)
        if bounds.height > 3 {
            canvas.fill(Rect(x: 1, y: 2, width: bounds.width - 2, height: 1), with: Cell("─", style: theme.border))
        }
        let inner = bounds.width - 2
        if model.matches.isEmpty, bounds.height > 4 {
            canvas.put("No matching command", at: Point(x: 2, y: 3), style: theme.disabled, maxWidth: inner - 1)
            return
        }
        for row in 0..<listHeight {
            let position = firstShown + row
            guard position < model.matches.count else { break }
            drawRow(model.matches[position], selected: position == selectedIndex, y: row + 3, into: &canvas)
        }
    }

    private func drawRow(_ index: Int, selected: Bool, y: Int, into canvas: inout Canvas) {
        let theme = self.theme
        let entry = model.entries[index]
        let style = selected ? theme.focused : theme.normal
        let inner = bounds.width - 2
        canvas.fill(Rect(x: 1, y: y, width: inner, height: 1), with: Cell(" ", style: style))
        var right = bounds.width - 2
        if !entry.keyLabel.isEmpty {
            let keyX = max(2, right - entry.keyLabel.displayWidth)
            canvas.put(
                entry.keyLabel, at: Point(x: keyX, y: y), style: selected ? style : theme.disabled,
                maxWidth: right - keyX)
            right = keyX - 2
        }
        let maxWidth = right - 2
        guard maxWidth > 0 else { return }
        canvas.put(entry.title, at: Point(x: 2, y: y), style: style, maxWidth: maxWidth, ellipsis: true)
        let highlighted = model.highlightedCharacters(ofEntry: index)
        guard !highlighted.isEmpty else { return }
        let limit = entry.title.displayWidth > maxWidth ? maxWidth - 1 : maxWidth
        var x = 0
        for (offset, character) in entry.title.enumerated() {
            let width = character.displayWidth
            if x + width > limit { break }
            if highlighted.contains(offset) {
                canvas.put(String(character), at: Point(x: 2 + x, y: y), style: style.bold.underlined)
            }
            x += width
        }
    }
}
