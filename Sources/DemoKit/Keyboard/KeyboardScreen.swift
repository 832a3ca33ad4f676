import ReCurses

/// The keyboard protocol at work: which protocol the terminal gave (kitty with its flags,
/// modifyOtherKeys or legacy), a live log of the last key events (each key's name as the framework
/// gives it, and whether it was a press, a repeat or a release), and the key held down. The log is
/// app state, kept bounded by the reducer.
final class KeyboardScreen: Screen, Connectable {
    /// What the screen shows.
    struct Props: Equatable {
        /// Which keyboard protocol the terminal gave.
        let protocolLine: String
        /// The key held down, or why none can be seen held.
        let heldLine: String
        /// The log, newest first, one event a line.
        let log: String
        /// The newest event ("Tab press"), or empty.
        let lastEvent: String
        /// The kitty keyboard protocol's flags the store last noted (nil: legacy keys).
        let kittyFlags: Int?
    }

    /// What the screen can ask the store to do.
    struct Actions {
        /// Logs a key event.
        let log: (CapturedKey) -> Void
        /// Notes the kitty keyboard protocol's flags the terminal runs with (nil: legacy keys).
        let noteProtocol: (Int?) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    /// Takes the keys while focused.
    let capture = KeyCaptureView()
    /// Which keyboard protocol the terminal gave.
    let protocolLabel = Label(wrapsLines: true)
    /// The key held down.
    let heldLabel = Label(wrapsLines: true)
    /// The last key events, newest first.
    let logLabel = Label()

    /// How long after appearing the screen looks at the terminal's protocol again: the terminal's
    /// answer to the kitty query may come after the screen first showed.
    static let protocolRecheckDelay: Duration = .milliseconds(500)

    /// A screen connected to `store`.
    init(store: Store<AppState>) {
        connection = Connection(
            store: store,
            mapStateToProps: {
                Props(
                    protocolLine: KeyboardFormat.protocolLine($0.keyboard),
                    heldLine: KeyboardFormat.heldLine($0.keyboard),
                    log: KeyboardFormat.logLines($0.keyboard),
                    lastEvent: $0.keyboard.log.last.map { "\($0.name) \($0.kind.rawValue)" } ?? "",
                    kittyFlags: $0.keyboard.kittyFlags)
            },
            mapDispatchToActions: { dispatch in
                Actions(
                    log: { captured in
                        dispatch(
                            KeyboardKeyLogged(
                                name: captured.key.label, kind: captured.kind,
                                needsModifiedKeys: !LegacyKeyEncoding.canSend(captured.key)))
                    },
                    noteProtocol: { dispatch(KeyboardProtocolNoted(kittyFlags: $0)) })
            }
        )
        super.init(title: DemoExample.keyboard.title)
    }

    override func loadView() {
        view = ExamplePage.page(
            introduction: "Each press, repeat and release is logged, newest first, by the name the framework "
                + "gives the key (Shift-Enter, Ctrl-I, Alt-X). Esc (back), F1 (help) and Ctrl-C (quit) are not logged.",
            rows: [ExamplePage.gap(), protocolLabel, heldLabel, ExamplePage.gap(), capture, logLabel],
            spacing: 0,
            lastRowFills: true
        )
    }

    override var preferredFocusedView: View? { capture }

    override func viewDidLoad() {
        connection.bind(\.protocolLine, to: protocolLabel.rx.text)
        connection.bind(\.heldLine, to: heldLabel.rx.text)
        connection.bind(\.log, to: logLabel.rx.text)
        connection.bind(\.lastEvent, to: capture.rx.lastEvent)
        capture.captured
            .sink { [weak self] captured in
                guard let self else { return }
                noteProtocol()
                actions.log(captured)
            }
            .store(in: &connection.cancellables)
        after(Self.protocolRecheckDelay) { [weak self] in self?.noteProtocol() }
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        noteProtocol()
    }

    /// Dispatches the terminal's keyboard protocol flags when they differ from what the store holds.
    private func noteProtocol() {
        let flags = application?.terminal.keyboardProtocolFlags
        if props.kittyFlags != flags { actions.noteProtocol(flags) }
    }
}
