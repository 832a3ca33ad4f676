import TerminalUI

/// The overlay that shows a modal screen: the screen's view in a bordered box titled with the
/// screen's title, centred in the window. It holds no bindings: Escape reaches the navigation
/// stack, which closes the modal (a dialog counts that as Cancel).
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

    /// Picks up the screen's title after it changed.
    func refresh() {
        panel.title = screen.title
    }

    /// With nothing focused in the modal, keys start at the modal screen's view.
    override var unfocusedResponder: Responder { screen.view }

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
}
