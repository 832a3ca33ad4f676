import TerminalUI

extension Application {
    /// Whether the application narrates itself for a screen reader: each screen, dialog, focus change,
    /// change of the focused value and notification is printed above as one plain line ("Shops
    /// table, row 3 of 12: Zoë's, Books"), through the terminal's `printAbove`. The screen-reader
    /// display mode (`DisplayMode.screenReader`) turns it on; on other terminals it adds the lines to
    /// what they print above. Default: off.
    public var speaksForScreenReaders: Bool {
        get { narrator != nil }
        set {
            guard newValue != (narrator != nil) else { return }
            guard newValue else {
                narrator = nil
                return
            }
            let terminal = terminal
            narrator = ScreenReaderNarrator(window: window, navigation: navigation) { lines in
                terminal.printAbove(lines.map { StyledLine($0) })
            }
        }
    }
}
