import ReCurses

/// The Keyboard example's key catcher: while focused it takes every key press, repeat and release
/// (it asks for releases) and sends each on `captured`, except the keys that leave or help: Esc
/// (back), F1 (help) and Ctrl-C (quit) go on to the rest of the app as on any screen.
final class KeyCaptureView: View {
    /// The keys let through, never logged.
    static let keysLetThrough: Set<Key> = [.escape, .function(1), .ctrl("c")]

    private let capturedEvent = UserEvent<CapturedKey>()

    /// The key events taken, in the order they came.
    var captured: AnyPublisher<CapturedKey, Never> { capturedEvent.publisher }

    /// The last event logged ("Tab press"), shown after the prompt and read by a screen reader as the
    /// view's value; empty before the first.
    var lastEvent = "" {
        didSet { if lastEvent != oldValue { setNeedsDisplay() } }
    }

    /// What the view is to a screen reader: each key logged is read as it comes.
    override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "key log", label: "Keys", value: lastEvent.isEmpty ? "press keys to log them" : lastEvent)
    }

    override var canBecomeFocused: Bool { true }

    override var receivesKeyReleases: Bool { true }

    override var keyHelpTitle: String { "Key log" }

    override var unboundKeysHelp: [KeyHelpEntry] {
        [KeyHelpEntry("Any other key", "logged with its press, repeats and release")]
    }

    override func capturesKey(_ key: Key) -> Bool { !Self.keysLetThrough.contains(key) }

    override func handle(_ event: Event) -> Bool {
        let captured: CapturedKey
        switch event {
        case .key(let key): captured = CapturedKey(key: key, kind: .press)
        case .keyRepeat(let key): captured = CapturedKey(key: key, kind: .repeat)
        case .keyRelease(let key): captured = CapturedKey(key: key, kind: .release)
        default: return super.handle(event)
        }
        guard !Self.keysLetThrough.contains(captured.key) else { return captured.kind == .release }
        capturedEvent.send(captured)
        return true
    }

    override var intrinsicSize: Size { Size(width: Self.prompt.displayWidth, height: 1) }

    /// What the view shows before the first key.
    static let prompt = "▸ Press, hold and let go of keys here"

    /// The prompt, or the last event once there is one (so a short terminal shows it too).
    var shownText: String { lastEvent.isEmpty ? Self.prompt : "▸ Last: \(lastEvent)" }

    override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let style = isFocused ? theme.focused : theme.normal
        canvas.put(shownText, at: .zero, style: style, maxWidth: bounds.width, ellipsis: true)
    }
}

extension Reactive where Base: KeyCaptureView {
    /// Binds the last event logged.
    var lastEvent: Binder<String> {
        Binder(base) { view, text in view.lastEvent = text }
    }
}
