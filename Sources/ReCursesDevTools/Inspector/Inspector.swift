import ReCurses

/// The developer tools' inspector: an overlay docked over the bottom or right half of the window
/// (the app keeps the other half and gets its whole size back when the inspector closes), with
/// panels for the actions, the state, the screens and the frames, and time travel.
///
/// Install it with `Application(…, devTools: .inspector())`; it stays closed, drawing nothing,
/// until its toggle key (F12) opens it. While open, keys go to the inspector when it has the focus
/// and to the app otherwise (F6 switches). In the inspector: Ctrl-B and Ctrl-F step back and
/// forward through the history, Ctrl-P returns to the present, Ctrl-D docks on the other side,
/// Ctrl-N shows the next panel, and F1 lists every key. Opening the inspector changes nothing in
/// the app's store; closing it returns to the present.
@MainActor
public final class Inspector {
    /// How the inspector is reached and where it docks.
    public let options: InspectorOptions
    /// The overlay's root view.
    public let view = InspectorView()
    /// Whether the inspector is on screen.
    public private(set) var isOpen = false
    /// Where the inspector docks.
    public private(set) var dock: InspectorDock
    /// The panel shown.
    public private(set) var panel = InspectorPanelKind.actions
    /// The last refused dispatch while travelling (cleared on returning to the present).
    public private(set) var lastRefusal: DispatchRefusal?
    /// The history the inspector shows, when the application keeps one.
    public let history: (any InspectableHistory)?

    private weak var application: Application?
    private var observation: HistoryObservation?
    private let frameLog: FrameLog
    /// Set when the Frames panel changed for a frame: the next frame is its own redraw.
    private var nextFrameIsOwn = false
    private var cancellables: [AnyCancellable] = []

    init(application: Application, options: InspectorOptions) {
        self.application = application
        self.options = options
        dock = options.dock
        history = application.history as? any InspectableHistory
        frameLog = FrameLog(limit: options.frameLimit)
        installWindowKeys(on: application.window)
        installInspectorKeys()
        observation = history?.observe { [weak self] in self?.historyDidChange() }
        let previousRefusalHandler = history?.refusalHandler
        history?.refusalHandler = { [weak self] refusal in
            previousRefusalHandler?(refusal)
            self?.didRefuse(refusal)
        }
        application.onFramePresented = { [weak self] frame in self?.framePresented(frame) }
        view.actionsPanel.onSelect = { [weak self] index in self?.history?.travel(to: index) }
        view.panelSwitcher.selectionChanged.sink { [weak self] index in
            self?.show(InspectorPanelKind(rawValue: index) ?? .actions)
        }.store(in: &cancellables)
    }

    /// Whether the inspector is open and takes the keys.
    public var hasFocus: Bool {
        guard isOpen, let window = application?.window else { return false }
        return window.takesEvents(overlay: view)
    }

    // MARK: Opening

    /// Opens or closes the inspector.
    public func toggle() {
        if isOpen { close() } else { open() }
    }

    /// Opens the inspector docked at `dock`, with the focus.
    public func open() {
        guard !isOpen, let window = application?.window else { return }
        isOpen = true
        applyDock(in: window)
        window.presentOverlay(
            view, placement: .custom { [dock] size in dock.inspectorFrame(in: size) },
            focus: view.focusTarget(of: panel))
        refreshAll()
    }

    /// Closes the inspector: the app gets its whole window and the focus back, and the store
    /// returns to the present.
    public func close() {
        guard isOpen, let window = application?.window else { return }
        isOpen = false
        history?.returnToPresent()
        window.dismissOverlay(view)
        window.contentPlacement = .fill
    }

    /// Moves the focus between the app and the open inspector.
    public func switchFocus() {
        guard isOpen, let window = application?.window else { return }
        window.setTakesEvents(!window.takesEvents(overlay: view), overlay: view)
    }

    /// Docks the inspector at `newDock` (it stays open or closed).
    public func setDock(_ newDock: InspectorDock) {
        guard newDock != dock else { return }
        dock = newDock
        guard isOpen, let window = application?.window else { return }
        let takesEvents = window.takesEvents(overlay: view)
        let focused = window.focusedView
        window.dismissOverlay(view)
        applyDock(in: window)
        window.presentOverlay(view, placement: .custom { [dock] size in dock.inspectorFrame(in: size) }, focus: focused)
        if !takesEvents { window.setTakesEvents(false, overlay: view) }
    }

    /// Shows the panel `kind`.
    public func show(_ kind: InspectorPanelKind) {
        panel = kind
        view.show(kind)
        refresh(kind)
        if hasFocus, let window = application?.window {
            window.layoutIfNeeded()
            window.focus(view.focusTarget(of: kind))
        }
    }

    private func applyDock(in window: Window) {
        view.drawsLeftEdge = dock == .right
        window.contentPlacement = .custom { [dock] size in dock.contentFrame(in: size) }
    }

    // MARK: Following the app

    private func historyDidChange() {
        if history?.isTravelling == false { lastRefusal = nil }
        guard isOpen else { return }
        updateTitle()
        refresh(.actions)
        if panel != .actions { refresh(panel) }
    }

    private func didRefuse(_ refusal: DispatchRefusal) {
        lastRefusal = refusal
        if isOpen { updateTitle() }
    }

    private func framePresented(_ frame: FrameFigures) {
        frameLog.append(frame)
        guard isOpen else { return }
        if nextFrameIsOwn {
            nextFrameIsOwn = false
            return
        }
        if panel == .frames {
            view.framesPanel.update(frames: frameLog.frames)
            nextFrameIsOwn = true
        } else if panel == .screens {
            refresh(.screens)
        }
    }

    private func refreshAll() {
        updateTitle()
        refresh(.actions)
        if panel != .actions { refresh(panel) }
    }

    private func refresh(_ kind: InspectorPanelKind) {
        guard isOpen, let application else { return }
        switch kind {
        case .actions:
            if let history { view.actionsPanel.update(from: history) }
        case .state:
            guard let history else { return }
            view.statePanel.show(entry: selectedEntry(of: history), of: history)
        case .screens:
            view.screensPanel.update(
                navigation: application.navigation, subscriberCount: application.storeAccess?.subscriptionCount())
        case .frames:
            view.framesPanel.update(frames: frameLog.frames)
        }
    }

    /// The entry the State panel shows: the one travelled to, else the newest.
    private func selectedEntry(of history: any AnyActionHistory) -> Int {
        history.position ?? history.endIndex - 1
    }

    private func updateTitle() {
        guard let history else {
            view.title.text = " Inspector · no history (enable DevTools.history)"
            return
        }
        guard let position = history.position else {
            view.title.text = " Inspector · live · \(history.count) \(history.count == 1 ? "entry" : "entries")"
            view.title.customStyle = Style(attributes: .reverse)
            return
        }
        var text = " ⏸ TRAVELLING at #\(position) of \(history.endIndex - 1)"
        if let lastRefusal {
            let type = String(describing: Swift.type(of: lastRefusal.action))
            text += " — dispatch refused: \(type) (\(history.refusals))"
        }
        view.title.text = text + " · Ctrl-P returns"
        view.title.customStyle =
            lastRefusal == nil ? Style(attributes: [.reverse, .bold]) : view.title.theme.error.reversed.bold
    }

    // MARK: Keys

    private func installWindowKeys(on window: Window) {
        window.keyBindings += [
            KeyBinding(options.toggleKey, .toggleInspector, hint: "Inspector"),
            KeyBinding(options.focusKey, .switchInspectorFocus, hint: "Switch pane"),
        ]
        window.addCommand(.toggleInspector) { [unowned self] in toggle() }
        window.addCommand(.switchInspectorFocus, isEnabled: { [unowned self] in isOpen }) { [unowned self] in
            switchFocus()
        }
    }

    private func installInspectorKeys() {
        let canStepBack: @MainActor () -> Bool = { [unowned self] in
            guard let history else { return false }
            return (history.position ?? history.endIndex - 1) > history.baseIndex
        }
        let isTravelling: @MainActor () -> Bool = { [unowned self] in history?.isTravelling == true }
        view.keyBindings = [
            KeyBinding(.ctrl("b"), .stepBack, hint: "Back"),
            KeyBinding(.ctrl("f"), .stepForward, hint: "Forward"),
            KeyBinding(.ctrl("p"), .returnToPresent, hint: "Present"),
            KeyBinding(.ctrl("n"), .nextInspectorPanel, hint: "Panel"),
            KeyBinding(.ctrl("d"), .switchInspectorDock, hint: "Dock"),
            KeyBinding(.function(1), .help, hint: "Help"),
        ]
        view.addCommand(.stepBack, isEnabled: canStepBack) { [unowned self] in history?.stepBack() }
        view.addCommand(.stepForward, isEnabled: isTravelling) { [unowned self] in history?.stepForward() }
        view.addCommand(.returnToPresent, isEnabled: isTravelling) { [unowned self] in history?.returnToPresent() }
        view.addCommand(.nextInspectorPanel) { [unowned self] in
            show(InspectorPanelKind(rawValue: (panel.rawValue + 1) % InspectorPanelKind.allCases.count) ?? .actions)
        }
        view.addCommand(.switchInspectorDock) { [unowned self] in setDock(dock.toggled) }
        view.addCommand(.help) { [unowned self] in application?.navigation.showHelp() }
    }
}
