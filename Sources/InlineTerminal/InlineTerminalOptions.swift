import TerminalCore

/// How an `InlineTerminal` sets up its live area.
public struct InlineTerminalOptions: Sendable, Equatable {
    /// The rows of the live area (clamped to the terminal's height).
    public var height: Int
    /// Erase the live area when the terminal stops, instead of leaving its last frame above the prompt.
    public var clearOnExit: Bool
    /// Draw without colours (attributes still work). `nil` follows the `NO_COLOR` convention.
    public var noColor: Bool?
    /// The colour depth to draw with. `nil` reads it from `TERM` and `COLORTERM` (24-bit when
    /// `COLORTERM` is `truecolor` or `24bit`), see `ColorDepth.detected(environment:)`.
    public var colorDepth: ColorDepth?
    /// How long a lone ESC byte waits for the rest of a sequence before it counts as the Escape key.
    public var escapeTimeout: Duration
    /// The terminal device. `/dev/tty` is the controlling terminal, whatever stdin and stdout are.
    public var ttyPath: String
    /// Treat Ctrl-Z as the suspend key (job control) instead of delivering it as a key event.
    public var suspendOnCtrlZ: Bool
    /// The terminal type. `nil` reads `TERM`; `dumb` is refused (it cannot move the cursor).
    public var terminalType: String?
    /// Report mouse presses, releases, drags and the wheel inside the live area (SGR 1006 reporting).
    /// The terminal is asked where the area is (a cursor position query); while mouse reporting is
    /// on, selecting text with the mouse needs the terminal's override key (Shift in most terminals).
    public var mouse: Bool
    /// Whether an application on this terminal shows its navigation header and status bar in the
    /// live area. Off by default: every row of the area is the screen's own.
    public var showsChrome: Bool
    /// Whether the terminal re-wraps its rows when it gets narrower, so that a resize erases what
    /// the area's old rows became. `nil` decides from the environment: inside tmux yes; the linux
    /// console and xterm (`XTERM_VERSION`), which cut rows instead, no; any other terminal yes
    /// (VTE, kitty, iTerm2, Alacritty, WezTerm, Konsole and Windows Terminal re-wrap).
    public var reflowsWhenNarrowed: Bool?

    /// Creates options for a live area of `height` rows.
    public init(
        height: Int,
        clearOnExit: Bool = false,
        noColor: Bool? = nil,
        colorDepth: ColorDepth? = nil,
        escapeTimeout: Duration = .milliseconds(25),
        ttyPath: String = "/dev/tty",
        suspendOnCtrlZ: Bool = true,
        terminalType: String? = nil,
        mouse: Bool = false,
        showsChrome: Bool = false,
        reflowsWhenNarrowed: Bool? = nil
    ) {
        self.height = max(0, height)
        self.clearOnExit = clearOnExit
        self.noColor = noColor
        self.colorDepth = colorDepth
        self.escapeTimeout = escapeTimeout
        self.ttyPath = ttyPath
        self.suspendOnCtrlZ = suspendOnCtrlZ
        self.terminalType = terminalType
        self.mouse = mouse
        self.showsChrome = showsChrome
        self.reflowsWhenNarrowed = reflowsWhenNarrowed
    }

    /// Whether the terminal re-wraps its rows when it gets narrower, given the process environment
    /// (see `reflowsWhenNarrowed`).
    public func resolvedReflowsWhenNarrowed(environment: [String: String]) -> Bool {
        if let reflowsWhenNarrowed { return reflowsWhenNarrowed }
        if environment["TMUX", default: ""].isEmpty == false { return true }
        let terminalType = terminalType ?? environment["TERM"] ?? ""
        if terminalType == "linux" || terminalType.hasPrefix("vt") { return false }
        return environment["XTERM_VERSION", default: ""].isEmpty
    }

    /// The colour depth to draw with, given the process environment.
    public func resolvedColorDepth(environment: [String: String]) -> ColorDepth {
        if noColor == true { return .monochrome }
        var environment = environment
        if noColor == false { environment["NO_COLOR"] = nil }
        if let terminalType { environment["TERM"] = terminalType }
        if let colorDepth { return environment["NO_COLOR", default: ""].isEmpty ? colorDepth : .monochrome }
        return ColorDepth.detected(environment: environment)
    }
}
