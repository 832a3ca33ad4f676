import TerminalUI

/// The help dialog: every key of the context it was opened from, in sections (the focused widget,
/// the screen, what works everywhere), in a `KeyHelpView` that flows into columns and scrolls when
/// they do not fit. Escape or Enter closes it.
@MainActor
final class KeyHelpScreen: Screen {
    /// The keys shown.
    let sections: [KeyHelpSection]

    init(sections: [KeyHelpSection]) {
        self.sections = sections
        super.init(title: "Keys")
        showsHelpBinding = false
        keyBindings = [KeyBinding(.enter, .back, help: "Close")]
    }

    override func loadView() {
        view = KeyHelpView(sections: sections)
    }
}
