import TerminalCore

/// What a headless driver takes from the environment variables a real terminal goes by (`NO_COLOR`,
/// `TERM`, `COLORTERM`): by default nothing. Every driver's screen has the size, colour depth, theme
/// and clock (virtual) the test gave it, whatever the test process's environment says, so a golden
/// screen reads the same in a terminal, piped and on CI. A test about the environment asks for it:
///
/// ```swift
/// let driver = AppDriver(environment: .variables(["NO_COLOR": "1"])) { Application(root: home, terminal: $0) }
/// #expect(driver.terminal.capabilities.colorDepth == .monochrome)   // so the app picks Theme.monochrome
/// ```
///
/// The variables set the fake terminal's colour depth as an escape-sequence terminal reads them
/// (`ColorDepth.detected(environment:)`); an app given no theme (and a driver given `theme: nil`)
/// takes the theme that depth calls for. The locale (`LANG`, `LC_ALL`, `LC_CTYPE`) plays no part in
/// a headless run: the fake terminal decodes input and measures text itself, and whether it shows
/// Unicode is its capabilities' `supportsUnicode`.
public struct HeadlessEnvironment: Sendable, Equatable {
    /// The variables the fake terminal goes by; nil for none (its capabilities stand as given).
    public let variables: [String: String]?

    /// Nothing from the environment: the capabilities the driver was given. Every driver's default.
    public static let pinned = HeadlessEnvironment(variables: nil)

    /// `variables`, read as a real terminal reads the process environment.
    public static func variables(_ variables: [String: String]) -> HeadlessEnvironment {
        HeadlessEnvironment(variables: variables)
    }

    /// The test process's own `NO_COLOR`, `TERM` and `COLORTERM`, read now.
    public static var process: HeadlessEnvironment {
        var variables: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "COLORTERM"] {
            if let value = ProcessEnvironment.value(name) { variables[name] = value }
        }
        return HeadlessEnvironment(variables: variables)
    }

    /// `capabilities` with the colour depth these variables give; unchanged when pinned.
    public func capabilities(from capabilities: TerminalCapabilities) -> TerminalCapabilities {
        guard let variables else { return capabilities }
        var result = capabilities
        result.colorDepth = .detected(environment: variables)
        return result
    }
}
