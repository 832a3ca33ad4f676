import TerminalUI

/// The overlay that shows a modal screen: the screen's view in a bordered box titled with the
/// screen's title, centred in the window. Escape closes it (a dialog counts that as Cancel).
@MainActor
final class ModalHostView: View {
    /// The presented screen.
    let screen: Screen
    /// The stack that presented it.
    weak var navigation: NavigationStack?
    private let panel: Panel

    init(screen: Screen, navigation: NavigationStack) {
        self.screen = screen
        self.navigation = navigation
        panel = Panel(title: screen.title, screen.view)
        super.init()
        addSubview(panel)
        refresh()
    }

    /// Picks up the screen's title and bindings after they changed.
    func refresh() {
        panel.title = screen.title
        var bindings = screen.keyBindings
        bindings.append(KeyBinding(navigation?.backKey ?? .escape, command: "cancel", hint: screen.cancelHint) { [weak self] in
            guard let self else { return }
            self.navigation?.dismiss(self.screen)
        })
        keyBindings = bindings
    }

    /// The box around the screen's preferred size, or around two thirds of the window when the
    /// screen's view does not say how big it wants to be; it keeps a margin to the window's edges
    /// when the window is big enough, and is never larger than the window.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let room = Size(
            width: proposal.width - (proposal.width >= 24 ? 4 : 0),
            height: proposal.height - (proposal.height >= 10 ? 2 : 0))
        var wanted: Size
        if let preferred = screen.preferredContentSize {
            wanted = Size(width: preferred.width + 2, height: preferred.height + 2)
        } else {
            wanted = panel.sizeThatFits(room)
            if wanted.width <= 2 || wanted.height <= 2 {
                wanted = Size(width: room.width * 2 / 3, height: room.height * 2 / 3)
            }
        }
        return Size(width: min(wanted.width, room.width), height: min(wanted.height, room.height))
    }

    override func layoutSubviews() {
        panel.frame = bounds
    }

    override func perform(_ command: String) -> Bool {
        screen.perform(command)
    }

    override func handle(_ event: Event) -> Bool {
        if super.handle(event) { return true }
        return screen.handle(event)
    }
}
