import TerminalUI

extension Application {
    /// Creates an application without a store, full screen or inline.
    ///
    /// ```swift
    /// let app = Application(root: BuildScreen(), mode: .inline(height: 3))
    /// ```
    ///
    /// `RECURSES_SCREEN_READER=1` in the environment turns `mode` into the screen-reader mode.
    public convenience init(root: Screen, mode: DisplayMode, theme: Theme? = nil) {
        let mode = mode.honoringScreenReaderRequest
        self.init(root: root, terminal: mode.makeTerminal(), theme: theme)
        speaksForScreenReaders = mode.isScreenReader
    }

    /// Creates an application around a store, full screen or inline.
    /// `RECURSES_SCREEN_READER=1` in the environment turns `mode` into the screen-reader mode.
    public convenience init<State>(store: Store<State>, root: Screen, mode: DisplayMode, theme: Theme? = nil) {
        let mode = mode.honoringScreenReaderRequest
        self.init(store: store, root: root, terminal: mode.makeTerminal(), theme: theme)
        speaksForScreenReaders = mode.isScreenReader
    }

    /// Prints lines above the live area into the terminal's scrollback, where they stay after the
    /// application ends (inline mode); the live area is drawn again below them. Returns false when
    /// the terminal has no place for them (full screen).
    @discardableResult
    public func printAbove(_ lines: [StyledLine]) -> Bool {
        terminal.printAbove(lines)
    }

    /// Prints one line above the live area (see `printAbove(_:)`).
    @discardableResult
    public func printAbove(_ line: StyledLine) -> Bool {
        terminal.printAbove([line])
    }
}
