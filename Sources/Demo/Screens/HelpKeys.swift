import ReCurses

/// Help on screens with text fields. A focused text field types `?` instead of opening help, so
/// these screens offer F1 as the help key everywhere (and `?` wherever it is not typed); the
/// status bar then always shows a help key that works.
@MainActor
enum HelpKeys {
    /// F1 (shown) and `?` (hidden), both opening `screen`'s help dialog. The screen should turn
    /// off the navigation's own `?` binding (`showsHelpBinding = false`).
    static func bindings(for screen: Screen) -> [KeyBinding] {
        let show: @MainActor () -> Void = { [weak screen] in screen?.navigation?.showHelp() }
        return [
            KeyBinding(.function(1), command: "help", hint: "Help", action: show),
            KeyBinding(.character("?"), command: "help", isHintVisible: false, action: show),
        ]
    }
}
