import Bindings
import OpenCombine

/// A one-line text input with Emacs/readline-style editing over grapheme clusters.
///
/// Key bindings (`TextField.defaultKeyBindings`; also in `keyBindings`):
///
/// | keys | command |
/// |---|---|
/// | ← / Ctrl-B, → / Ctrl-F | one grapheme left / right |
/// | Alt-B / Ctrl-←, Alt-F / Ctrl-→ | one word left / right (to the ends in secure mode) |
/// | Home / Ctrl-A, End / Ctrl-E | start / end |
/// | Backspace, Delete / Ctrl-D | delete before / under the cursor |
/// | Ctrl-K, Ctrl-U | kill to the end / to the start |
/// | Ctrl-W, Alt-Backspace, Alt-D | kill the whitespace-delimited word before, the word before, the word after |
/// | Ctrl-Y, Alt-Y | yank the last kill, then cycle to older kills |
/// | Ctrl-_ (Ctrl-/) | undo (consecutive typing is one step) |
/// | Alt-_ / Alt-/ | redo |
/// | Enter | submit (`submitted`); the field keeps the focus |
/// | Alt-W, Ctrl-X, Ctrl-V | copy the text, cut it, paste the window's clipboard (`Window.clipboard`) |
///
/// Ctrl-Z is left alone (it suspends the app). Tab, Shift-Tab, Esc, ↑ and ↓ are not handled, so focus
/// traversal and screen bindings keep working. Printable characters are typed; a paste arrives as one
/// edit (one undo step, one `textChanged`) with newlines and tabs made spaces. The terminal cursor is
/// placed at the cursor's display column, scrolling horizontally so it stays visible.
///
/// As in UIKit, editing begins when the field gains the focus (`editingDidBegin`) and ends when it
/// loses it (`editingDidEnd`, with the text); Enter is a separate event, `submitted` (UIKit's primary
/// action), which does not end editing.
///
/// Events fire only for user input, never when `text` is set in code or through `rx.text`. Once
/// bound through `rx.text` the field is controlled: after each user edit it shows the bound text, so
/// an edit the store refuses is taken back and one it rewrites (e.g. upper-cases) shows rewritten.
///
/// ```swift
/// let field = TextField(placeholder: "what to buy? Enter adds it")
/// connection.bind(\.draft, to: field.rx.text)                       // the store's text, controlled
/// field.textChanged.sink { actions.setDraft($0) }.store(in: &connection.cancellables)
/// field.submitted.sink { _ in actions.add() }.store(in: &connection.cancellables)
/// ```
public final class TextField: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: isSecure ? "password field" : "text field",
            value: isSecure ? "\(text.count) characters" : text.isEmpty ? placeholder : text,
            states: accessibilityStates)
    }

    /// The editing state: text, cursor, kill ring, undo history, limits.
    public private(set) var buffer: TextEditingBuffer
    /// The grapheme shown first, kept between draws so scrolling is stable.
    var scrollStart = 0
    /// The display widths of the shown graphemes, worked out by `currentViewport()` (kept for reuse).
    var widthScratch: [Int] = []
    private let textEvent = UserEvent<String>()
    private let beginEvent = UserEvent<Void>()
    private let endEvent = UserEvent<String>()
    private let submitEvent = UserEvent<String>()
    /// The buffer before a user edit of a controlled field, until the bound text that answers the
    /// edit is shown (see `showBoundText(_:)`).
    private var bufferAwaitingAnswer: TextEditingBuffer?

    /// The text `rx.text` last set; once set, a user edit ends on it (see `ControlledValue`).
    public nonisolated let controlledText = ControlledValue<String>()

    /// Fires with the new text after each user edit that changed it.
    public var textChanged: AnyPublisher<String, Never> { textEvent.publisher }
    /// Fires when the field gains the focus.
    public var editingDidBegin: AnyPublisher<Void, Never> { beginEvent.publisher }
    /// Fires with the text when the field loses the focus.
    public var editingDidEnd: AnyPublisher<String, Never> { endEvent.publisher }
    /// Fires with the text when the user presses Enter.
    public var submitted: AnyPublisher<String, Never> { submitEvent.publisher }

    /// The text. Setting it (in code or through `rx.text`) truncates it to `maxLength`, keeps a
    /// cursor that was at the end at the end (else clamps it), forgets the undo history and fires no
    /// event; setting the current text does nothing.
    public var text: String {
        get { buffer.text }
        set {
            guard newValue != buffer.text else { return }
            buffer.setText(newValue)
            textDidChange()
        }
    }

    /// The width `intrinsicSize` had when a container last asked for it.
    private var laidOutWidth: Int?

    /// Redraws, and asks the container to lay the field out again when its wanted width changed, so
    /// a field sized to its text in a stack grows and shrinks as the user types.
    private func textDidChange() {
        setNeedsDisplay()
        let width = intrinsicSize.width
        guard width != laidOutWidth else { return }
        laidOutWidth = width
        invalidateIntrinsicSize()
    }

    /// Shown dimmed while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { textDidChange() } }
    }

    /// Secure entry: every grapheme is shown as `maskCharacter`, word motions and kills go to the
    /// ends, and kills do not fill the kill ring (nothing can be copied out).
    public var isSecure: Bool {
        get { buffer.isSecure }
        set {
            buffer.isSecure = newValue
            setNeedsDisplay()
        }
    }

    /// What secure mode shows for each grapheme.
    public var maskCharacter: Character = "•" {
        didSet { setNeedsDisplay() }
    }

    /// The most graphemes the text may hold (nil: no limit); typing stops there and pastes are truncated.
    public var maxLength: Int? {
        get { buffer.maxLength }
        set {
            buffer.maxLength = newValue
            setNeedsDisplay()
        }
    }

    /// Decides whether a proposed text is acceptable; a refused edit leaves text and cursor unchanged.
    public var validator: ((String) -> Bool)? {
        get { buffer.validator }
        set { buffer.validator = newValue }
    }

    /// Rewrites text before it is typed, pasted or yanked (e.g. upper-casing, or keeping only the
    /// digits of a paste); an empty result inserts nothing. The validator judges the result.
    public var inputFilter: ((String) -> String)? {
        get { buffer.inputFilter }
        set { buffer.inputFilter = newValue }
    }

    /// The cursor as a grapheme offset into the text.
    public var cursorIndex: Int { buffer.cursor }

    /// Moves the cursor to a grapheme offset (clamped); no event.
    public func setCursorIndex(_ index: Int) {
        if buffer.moveCursor(to: index) { setNeedsDisplay() }
    }

    /// Creates a field with `text` (cursor at its end) and a `placeholder`.
    public init(text: String = "", placeholder: String = "") {
        buffer = TextEditingBuffer(text: text)
        self.placeholder = placeholder
        super.init()
        keyBindings = Self.defaultKeyBindings
        for edit in TextFieldCommand.allCases where edit != .submit {
            addCommand(edit.command) { [unowned self] in apply { edit.run(on: &$0) } }
        }
        addCommand(.submit) { [unowned self] in submitEvent.send(self.text) }
        installClipboardCommands()
    }

    /// Text fields take the focus.
    public override var canBecomeFocused: Bool { true }

    /// One row, wide enough for the placeholder or the text (at least 10 columns).
    public override var intrinsicSize: Size {
        Size(width: max(10, placeholder.displayWidth, displayedTextWidth + 1), height: 1)
    }

    /// Printable characters are typed into the field rather than reaching outer bindings.
    public override func capturesKey(_ key: Key) -> Bool { key.insertableCharacter != nil }

    /// Typing, which no binding lists.
    public override var unboundKeysHelp: [KeyHelpEntry] { [KeyHelpEntry("Characters", "Type at the cursor")] }

    /// Handles typing, pastes, a mouse press (moves the cursor) and the key-binding table.
    public override func handle(_ event: Event) -> Bool {
        guard isEnabledInHierarchy else { return false }
        switch event {
        case .paste(let pasted):
            apply { $0.paste(pasted) }
            return true
        case .key(let key):
            if let character = key.insertableCharacter {
                apply { $0.type(String(character)) }
                return true
            }
            return super.handle(event)
        case .mouse(.press(.left, let point, _)):
            let column = point.x
            setCursorIndex(graphemeIndex(atColumn: column))
            return true
        default:
            return false
        }
    }

    /// Applies a user edit, then redraws if anything changed and reports a changed text; a
    /// controlled field shows the bound text once the event has been delivered (see
    /// `showBoundText(_:)`). Only a controlled field keeps a copy of the buffer from before the edit
    /// (to take it back), so an edit of an uncontrolled one changes the text in place.
    func apply(_ edit: (inout TextEditingBuffer) -> Bool) {
        let before = controlledText.isControlled ? buffer : nil
        let revision = buffer.textRevision
        guard edit(&buffer) else { return }
        setNeedsDisplay()
        guard buffer.textRevision != revision, before.map({ buffer.text != $0.text }) ?? true else { return }
        textDidChange()
        guard let before else {
            textEvent.send(buffer.text)
            return
        }
        bufferAwaitingAnswer = before
        textEvent.send(buffer.text, settling: controlledText)
    }

    /// Shows text a binder set. The first one after a user edit answers it: a refused edit is taken
    /// back (text, cursor, undo history), a rewritten one is shown with the cursor kept at its end
    /// or its grapheme offset (clamped), undoable to before the edit. Any other sets `text`.
    func showBoundText(_ bound: String) {
        guard let before = bufferAwaitingAnswer else {
            text = bound
            return
        }
        bufferAwaitingAnswer = nil
        guard bound != buffer.text else { return }
        if bound == before.text {
            buffer.revertEdit(to: before)
        } else {
            buffer.showRewrite(bound)
        }
        textDidChange()
    }

    /// The cursor at its display column (scrolling horizontally to keep it visible).
    public override var cursorPosition: Point? { fieldCursorPosition }

    /// Draws the visible part of the text, or the dimmed placeholder when empty.
    public override func draw(into canvas: inout Canvas) { drawField(into: &canvas) }

    /// Starts editing: fires `editingDidBegin`.
    public override func didBecomeFocused() {
        super.didBecomeFocused()
        beginEvent.send(())
    }

    /// Ends editing: stops coalescing typing into the current undo step and fires `editingDidEnd`.
    public override func didResignFocus() {
        super.didResignFocus()
        buffer.history.breakCoalescing()
        endEvent.send(text)
    }
}

extension Reactive where Base: TextField {
    /// Binds the text (clamps the cursor; never fires `textChanged`) and makes it controlled: a user
    /// edit ends on the bound text.
    public var text: Binder<String> {
        base.controlledText.binder(base) { field, text in field.showBoundText(text) }
    }

    /// Binds the placeholder.
    public var placeholder: Binder<String> {
        Binder(base) { field, placeholder in field.placeholder = placeholder }
    }
}
