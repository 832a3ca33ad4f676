/// How a `CursesTerminal` sets up the screen.
public struct CursesTerminalOptions: Sendable, Equatable {
    /// Draw without colours (attributes still work). `nil` follows the `NO_COLOR` convention:
    /// monochrome when the variable is set and not empty.
    public var noColor: Bool?
    /// Report mouse presses, releases, drags, moves and the wheel (SGR 1006 reporting): on by default,
    /// so clicks, the wheel and hover tooltips work; off leaves the mouse to the terminal (its own text
    /// selection without Shift).
    public var mouse: Bool
    /// How long a lone ESC byte waits for the rest of a sequence before it counts as the Escape key.
    public var escapeTimeout: Duration
    /// The terminal device. `/dev/tty` is the controlling terminal, whatever stdin and stdout are.
    public var ttyPath: String
    /// Treat Ctrl-Z as the suspend key (job control) instead of delivering it as a key event.
    public var suspendOnCtrlZ: Bool
    /// The terminfo entry to draw with, e.g. `xterm-256color`. `nil` reads `TERM`, as programs do.
    public var terminalType: String?
    /// Draw RGB colours as RGB through the direct-colour description of the terminal (`xterm-direct`
    /// for `xterm-256color`) where one is installed. `nil` does so when `COLORTERM` is `truecolor` or
    /// `24bit`; a terminal type that is already a direct-colour one needs nothing.
    public var trueColor: Bool?

    /// Creates options; the defaults suit a full-screen app.
    public init(
        noColor: Bool? = nil,
        mouse: Bool = true,
        escapeTimeout: Duration = .milliseconds(25),
        ttyPath: String = "/dev/tty",
        suspendOnCtrlZ: Bool = true,
        terminalType: String? = nil,
        trueColor: Bool? = nil
    ) {
        self.noColor = noColor
        self.mouse = mouse
        self.escapeTimeout = escapeTimeout
        self.ttyPath = ttyPath
        self.suspendOnCtrlZ = suspendOnCtrlZ
        self.terminalType = terminalType
        self.trueColor = trueColor
    }

    /// The terminfo entries to try, best first: the direct-colour description when 24-bit colour is
    /// wanted (`COLORTERM`, `trueColor`) and colours are on, then `terminalType` (nil: `TERM`).
    public func terminalTypeCandidates(environment: [String: String]) -> [String?] {
        let base = terminalType ?? environment["TERM"] ?? ""
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let wanted = trueColor ?? (colorTerm == "truecolor" || colorTerm == "24bit")
        guard wanted, !isMonochrome(environment: environment), !base.isEmpty, !base.hasSuffix("-direct") else {
            return [terminalType]
        }
        var family = Substring(base)
        for suffix in ["-256color", "-88color", "-16color", "-color"] where family.hasSuffix(suffix) {
            family = family.dropLast(suffix.count)
            break
        }
        return [family + "-direct", terminalType]
    }

    /// Whether colours are off, given the process environment (`NO_COLOR` set and non-empty).
    public func isMonochrome(environment: [String: String]) -> Bool {
        if let noColor { return noColor }
        if let value = environment["NO_COLOR"], !value.isEmpty { return true }
        return false
    }
}
