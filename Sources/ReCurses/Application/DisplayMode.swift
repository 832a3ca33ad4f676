import CursesTerminal
import InlineTerminal
import TerminalIO

/// How an application uses the terminal: the whole screen (the alternate screen, through ncurses) or
/// a live area of a few rows at the prompt, with a transcript printed above it that stays in the
/// scrollback (VT/xterm sequences written directly).
public struct DisplayMode: Sendable, Equatable {
    private enum Kind: Sendable, Equatable {
        case fullScreen(CursesTerminalOptions)
        case inline(InlineTerminalOptions)
        case transcript(readsKeys: Bool)
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

    /// The screen-reader mode: nothing is drawn; each focus change, value change, screen, dialog and
    /// notification is printed as one plain line for a screen reader to read, and keys work as usual.
    public static let screenReader = DisplayMode(kind: .transcript(readsKeys: true))

    /// The plain mode, for when standard output is not a terminal: nothing is drawn and no key is
    /// read; the lines the app prints above go to standard output as plain text.
    public static let plain = DisplayMode(kind: .transcript(readsKeys: false))

    /// Whether this is the screen-reader mode.
    public var isScreenReader: Bool { kind == .transcript(readsKeys: true) }

    /// This mode, or the screen-reader mode when the environment variable `RECURSES_SCREEN_READER`
    /// is set to anything but "" or "0" (what `Application(root:mode:)` starts in).
    public var honoringScreenReaderRequest: DisplayMode {
        let request = Environment.value("RECURSES_SCREEN_READER") ?? ""
        return request.isEmpty || request == "0" ? self : .screenReader
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
        case .transcript(let readsKeys): TranscriptTerminal(readsKeys: readsKeys)
        }
    }
}
