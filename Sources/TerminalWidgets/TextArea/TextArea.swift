import Bindings
import OpenCombine

/// A multi-line text editor over grapheme clusters: soft wrapping or horizontal scrolling, an
/// optional line-number gutter, a selection by keys and mouse, undo/redo, the Emacs kill ring, and
/// cut, copy and paste through the window's `Clipboard`.
///
/// Key bindings (`TextArea.defaultKeyBindings`; also in `keyBindings`):
///
/// | keys | command |
/// |---|---|
/// | ← / Ctrl-B, → / Ctrl-F | one grapheme left / right (across line breaks) |
/// | Alt-B / Ctrl-←, Alt-F / Ctrl-→ | one word left / right |
/// | ↑ / Ctrl-P, ↓ / Ctrl-N | one visual row up / down, keeping the display column |
/// | Home / Ctrl-A, End / Ctrl-E | start / end of the visual row |
/// | Ctrl-Home / Alt-<, Ctrl-End / Alt-> | start / end of the text |
/// | PgUp / PgDn | one page up / down |
/// | Shift with any of the moves above | extend the selection |
/// | Alt-A | select all |
/// | Enter | insert a line break |
/// | Tab | insert a tab when `tabInsertsTab`, else move the focus (Shift-Tab always moves it back) |
/// | Backspace, Delete / Ctrl-D | delete the selection, or the grapheme before / under the cursor |
/// | Ctrl-K, Ctrl-U | kill to the end of the line (the line break at its end) / to its start |
/// | Ctrl-W, Alt-Backspace, Alt-D | cut the selection, or kill the whitespace-delimited word before; kill the word before / after |
/// | Ctrl-Y, Alt-Y | yank the last kill, then cycle to older kills |
/// | Alt-W / Ctrl-Insert | copy the selection |
/// | Ctrl-X / Shift-Delete | cut the selection |
/// | Ctrl-V / Shift-Insert | paste the clipboard |
/// | Ctrl-_ (Ctrl-/), Alt-_ / Alt-/ | undo (a typed word is one step), redo |
///
/// Ctrl-C (quit) and Ctrl-Z (suspend) are left to the application. A bracketed paste arrives as one
/// edit and one undo step, line breaks kept. The mouse places the cursor (press), selects (drag; a
/// Shift-press extends) and scrolls (wheel).
///
/// Events fire only for user input, never when `text` is set in code or through `rx.text`. Once
/// bound through `rx.text` the text area is controlled: after each user edit it shows the bound text,
/// so an edit the store refuses is taken back and one it rewrites shows rewritten, the cursor kept
/// at its line and column (clamped).
///
/// The text is kept as lines and each line's wrapping is worked out when it is shown, so a keystroke
/// costs what it changes on screen, whatever the length of the document.
///
/// ```swift
/// let editor = TextArea(placeholder: "Dear diary…")
/// connection.bind(\.entry, to: editor.rx.text)
/// editor.textChanged.sink { actions.edit($0) }.store(in: &connection.cancellables)
/// ```
public final class TextArea: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "text area", value: String(document.lines[min(cursor.line, document.lines.count - 1)]),
            states: accessibilityStates("read only", when: !isEditable),
            position: AccessibilityDescription.position("line", index: cursor.line, count: document.lines.count))
    }

    /// The text, as lines of graphemes.
    public internal(set) var document: TextDocument
    /// The selection; the cursor is its `head`.
    public internal(set) var selection = TextAreaSelection(cursor: .start)
    /// Undo and redo steps.
    var history = TextAreaHistory()
    /// The kills available to Ctrl-Y and Alt-Y.
    public internal(set) var killRing = KillRing()
    /// What the previous command was, for merging kills and for yank-pop.
    var lastCommand: TextAreaLastCommand = .none
    /// The display column ↑ and ↓ keep, set by the first vertical move after another action.
    var goalColumn: Int?
    /// The first visual row shown, and (without wrapping) the first display column shown.
    var scroll = TextAreaScroll()
    /// The wrapping of recently shown lines.
    var layouts = TextAreaLayoutCache()
    /// Whether the next draw scrolls to show the cursor (after it moved or the text changed).
    var followsCursor = true
    /// The size the view was scrolled for; at another size the cursor is brought into view again.
    var scrolledSize = Size(width: 0, height: 0)
    /// Where a mouse drag started, while the left button is held.
    var dragAnchor: TextPosition?
    /// The text as a string, built when first asked for after a change.
    private var cachedText: String?

    private let textEvent = SubscriberCountingSubject<String> {}
    private let selectionEvent = UserEvent<TextAreaSelection>()
    /// What a user edit of a controlled text area started from, until the bound text that answers
    /// it is shown (see `showBoundText(_:)`).
    private var editAwaitingAnswer: TextAreaEditStart?

    /// The text `rx.text` last set; once set, a user edit ends on it (see `ControlledValue`).
    public nonisolated let controlledText = ControlledValue<String>()
    /// Whether editing is allowed, as `rx.isEditable` last set it.
    public nonisolated let controlledEditable = ControlledValue<Bool>()

    /// Fires with the new text after each user edit that changed it.
    public var textChanged: AnyPublisher<String, Never> { textEvent.publisher }
    /// Fires with the selection after each user action that changed it (a cursor move included).
    public var selectionChanged: AnyPublisher<TextAreaSelection, Never> { selectionEvent.publisher }

    /// The text, lines joined with "\n". Setting it (in code or through `rx.text`) truncates it to
    /// `maxLength`, keeps the cursor at its line and column (clamped), forgets the undo history and
    /// fires no event; setting the current text does nothing.
    public var text: String {
        get {
            if let cachedText { return cachedText }
            let text = document.text
            cachedText = text
            return text
        }
        set {
            guard newValue != text else { return }
            replaceDocument(with: newValue)
            history.removeAll()
            lastCommand = .none
        }
    }

    /// Shown dimmed while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// Whether the user may change the text; a read-only text area still moves, selects and copies.
    public var isEditable = true {
        didSet { if isEditable != oldValue { responderTableDidChange() } }
    }

    /// Whether long lines wrap at the width (at the last whitespace that fits); otherwise they scroll
    /// horizontally with the cursor.
    public var wrapsLines = true {
        didSet { if wrapsLines != oldValue { textLayoutDidChange() } }
    }

    /// Whether a gutter of line numbers is shown on the left.
    public var showsLineNumbers = false {
        didSet { if showsLineNumbers != oldValue { textLayoutDidChange() } }
    }

    /// The most graphemes the text may hold, a line break counting one (nil: no limit); typing stops
    /// there and pastes are truncated.
    public var maxLength: Int? {
        didSet {
            guard let limit = maxLength else { return }
            maxLength = max(0, limit)
            if document.characterCount > max(0, limit) { replaceDocument(with: String(text.prefix(max(0, limit)))) }
        }
    }

    /// Whether Tab inserts a tab character (then only Shift-Tab moves the focus) or moves the focus.
    public var tabInsertsTab = false {
        didSet { if tabInsertsTab != oldValue { responderTableDidChange() } }
    }

    /// The distance between tab stops, in columns (at least 1).
    public var tabWidth = 4 {
        didSet {
            tabWidth = max(1, tabWidth)
            textLayoutDidChange()
        }
    }

    /// The cursor: where the selection's head is.
    public var cursor: TextPosition { selection.head }

    /// Creates a text area holding `text` (the cursor at its start) with a `placeholder`.
    public init(text: String = "", placeholder: String = "") {
        document = TextDocument(text)
        self.placeholder = placeholder
        super.init()
        keyBindings = Self.defaultKeyBindings
        installCommands()
    }

    /// Text areas take the focus.
    public override var canBecomeFocused: Bool { true }

    /// Forty columns by five rows, or the placeholder's width.
    public override var intrinsicSize: Size { Size(width: max(40, placeholder.displayWidth + 1), height: 5) }

    /// Printable characters and Enter are typed into the text rather than reaching outer bindings,
    /// and Tab too while `tabInsertsTab`.
    public override func capturesKey(_ key: Key) -> Bool {
        key.insertableCharacter != nil || key == .enter || (tabInsertsTab && key == .tab)
    }

    /// Typing, which no binding lists.
    public override var unboundKeysHelp: [KeyHelpEntry] { [KeyHelpEntry("Characters", "Type at the cursor")] }

    /// Handles typing, pastes, the mouse and the key-binding table.
    public override func handle(_ event: Event) -> Bool {
        guard isEnabledInHierarchy else { return false }
        switch event {
        case .paste(let pasted):
            guard isEditable else { return true }
            applyUserEdit { $0.insertAsOneEdit(TextDocument.lines(of: pasted, droppingControls: true)) }
            return true
        case .key(let key):
            if let character = key.insertableCharacter {
                if isEditable { applyUserEdit { $0.type(character) } }
                return true
            }
            return super.handle(event)
        case .mouse(let mouse):
            return handleMouse(mouse)
        default:
            return false
        }
    }

    /// The cursor on screen while it is in view.
    public override var cursorPosition: Point? { cursorPointOnScreen() }

    /// Draws the visible rows, the gutter, the selection, or the dimmed placeholder when empty.
    public override func draw(into canvas: inout Canvas) { drawTextArea(into: &canvas) }

    /// Ends the open undo group, so typing after coming back starts a new step.
    public override func didResignFocus() {
        super.didResignFocus()
        history.breakCoalescing()
    }

    /// Drops the cached string and redraws after the document changed.
    func documentDidChange() {
        cachedText = nil
        followsCursor = true
        setNeedsDisplay()
    }

    /// Forgets every line's wrapping (the width, wrap mode, gutter or tab width changed) and redraws.
    func textLayoutDidChange() {
        layouts.removeAll()
        followsCursor = true
        setNeedsDisplay()
    }

    /// Replaces the document with `newText` (truncated to `maxLength`), keeping the cursor at its line
    /// and column and the selection's anchor likewise (both clamped).
    func replaceDocument(with newText: String) {
        var limited = newText
        if let limit = maxLength, document.characterCount > 0 || !newText.isEmpty {
            if limited.count > limit { limited = String(limited.prefix(limit)) }
        }
        document = TextDocument(limited)
        layouts.removeAll()
        selection = TextAreaSelection(
            anchor: document.clamped(selection.anchor), head: document.clamped(selection.head))
        dragAnchor = nil
        goalColumn = nil
        documentDidChange()
        cachedText = limited
    }

    /// Runs a user edit; if the text changed, reports it. A controlled text area then shows the
    /// bound text once the event has been delivered (see `showBoundText(_:)`), and reports its
    /// selection after that; an uncontrolled one reports its selection at once.
    func applyUserEdit(_ edit: (TextArea) -> Bool) {
        let selectionBefore = selection
        let before =
            controlledText.isControlled
            ? TextAreaEditStart(
                text: text, history: history, killRing: killRing, lastCommand: lastCommand, selection: selectionBefore)
            : nil
        guard edit(self) else {
            reportSelectionIfChanged(from: selectionBefore)
            return
        }
        documentDidChange()
        guard let before else {
            if textEvent.hasSubscribers { textEvent.send(text) }
            reportSelectionIfChanged(from: selectionBefore)
            return
        }
        editAwaitingAnswer = before
        textEvent.send(text, settling: controlledText)
    }

    /// Shows text a binder set. The first one after a user edit answers it: a refused edit is taken
    /// back (text, selection, undo step), a rewritten one shown with the cursor at its line and
    /// column (clamped), undoable with the edit, and then the selection is reported if it moved.
    /// Any other sets `text`.
    func showBoundText(_ bound: String) {
        guard let before = editAwaitingAnswer else {
            text = bound
            return
        }
        editAwaitingAnswer = nil
        if bound != text, bound == before.text {
            document = TextDocument(before.text)
            (history, killRing, lastCommand) = (before.history, before.killRing, before.lastCommand)
            selection = before.selection
            layouts.removeAll()
            documentDidChange()
        } else if bound != text {
            showRewrite(bound)
        }
        reportSelectionIfChanged(from: before.selection)
    }

    /// Shows `rewritten` in place of what a user edit produced, as part of that edit's undo step.
    private func showRewrite(_ rewritten: String) {
        let removed = document.lines
        replaceDocument(with: rewritten)
        history.appendToLastStep(
            TextAreaEdit(start: .start, removed: removed, inserted: document.lines), after: selection)
        lastCommand = .none
    }

    /// Fires `selectionChanged` when a user action moved the cursor or changed the selection.
    func reportSelectionIfChanged(from before: TextAreaSelection) {
        if selection != before { selectionEvent.send(selection) }
    }

    /// Runs a user action that may move the cursor or the selection (no text change): redraws and
    /// reports the new selection.
    func applyUserMove(_ move: (TextArea) -> Void) {
        let before = selection
        move(self)
        guard selection != before else { return }
        followsCursor = true
        setNeedsDisplay()
        selectionEvent.send(selection)
    }
}

/// What the previous command of a text area was, for merging kills and for yank-pop.
enum TextAreaLastCommand: Equatable {
    case none
    case kill
    case yank(start: TextPosition, end: TextPosition)
}

extension Reactive where Base: TextArea {
    /// Binds the text (keeps the cursor's line and column, clamped; never fires `textChanged`) and
    /// makes it controlled: a user edit ends on the bound text.
    public var text: Binder<String> {
        base.controlledText.binder(base) { area, text in area.showBoundText(text) }
    }

    /// Binds whether the text may be edited.
    public var isEditable: Binder<Bool> {
        base.controlledEditable.binder(base) { area, editable in area.isEditable = editable }
    }

    /// Binds the placeholder.
    public var placeholder: Binder<String> {
        Binder(base) { area, placeholder in area.placeholder = placeholder }
    }
}
