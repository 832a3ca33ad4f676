import CursesTerminal
import InlineTerminal

/// How an application uses the terminal: the whole screen (the alternate screen, through ncurses) or
/// a live area of a few rows at the prompt, with a transcript printed above it that stays in the
/// scrollback (VT/xterm sequences written directly).
public struct DisplayMode: Sendable, Equatable {
    private enum Kind: Sendable, Equatable {
        case fullScreen(CursesTerminalOptions)
        case inline(InlineTerminalOptions)
    }

    private let kind: Kind

    /// The whole screen, as ncurses sets it up by default.
    public static let fullScreen = DisplayMode(kind: .fullScreen(CursesTerminalOptions()))

    /// The whole screen, set up with `options`.
    public static func fullScreen(_ options: CursesTerminalOptions) -> DisplayMode {
        DisplayMode(kind: .fullScreen(options))
    }

    /// A live area of `height` rows at the cursor's line; with `clearOnExit` it is erased on exit,
    /// otherwise its last frame stays above the prompt; with `mouse` clicks and the wheel inside the
    /// area reach the views; with `showsChrome` the navigation header and status bar take a row
    /// each of the area (without it, the default, all its rows are the screen's).
    public static func inline(
        height: Int, clearOnExit: Bool = false, mouse: Bool = false, showsChrome: Bool = false
    ) -> DisplayMode {
        DisplayMode(
            kind: .inline(
                InlineTerminalOptions(height: height, clearOnExit: clearOnExit, mouse: mouse, showsChrome: showsChrome))
        )
    }

    /// A live area set up with `options`.
    public static func inline(_ options: InlineTerminalOptions) -> DisplayMode {
        DisplayMode(kind: .inline(options))
    }

    /// Whether this is an inline mode.
    public var isInline: Bool {
        if case .inline = kind { return true }
        return false
    }

    /// A terminal for this mode on the process's terminal.
    @MainActor
    public func makeTerminal() -> any Terminal {
        switch kind {
        case .fullScreen(let options): CursesTerminal(options: options)
        case .inline(let options): InlineTerminal(options: options)
        }
    }
}
