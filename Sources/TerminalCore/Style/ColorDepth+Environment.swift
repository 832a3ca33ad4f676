extension ColorDepth {
    /// The depth a VT/xterm terminal shows, read from the environment as terminal programs do:
    /// monochrome when `NO_COLOR` is set and not empty or `TERM` names a colourless terminal (`dumb`,
    /// `vt100`, …); 24-bit when `COLORTERM` is `truecolor` or `24bit` or `TERM` ends in `-direct`;
    /// 256 colours when `TERM` mentions `256color`; the 16 ANSI colours otherwise.
    public static func detected(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let term = environment["TERM"] ?? ""
        let colourless = ["dumb", "vt52", "vt100", "vt102", "vt220", "vt320", "ansi-mono", "xterm-mono"]
        if colourless.contains(term) { return .monochrome }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .ansi16
    }
}
