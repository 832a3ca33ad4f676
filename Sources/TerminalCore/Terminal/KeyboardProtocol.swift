/// The kitty keyboard protocol, by progressive enhancement: `query` asks whether the terminal speaks
/// it (the answer arrives as `TerminalReply.keyboardFlags`); where it does, `push` turns on the
/// enhancements the input parser reads (escape codes disambiguated, so Esc, Ctrl-I and Ctrl-M are
/// keys of their own; key event types, so repeats and releases are told; alternate keys, so a
/// shifted key arrives as the character typed) and `pop` gives the terminal its previous flags
/// back. Terminals that do not answer keep the legacy encoding, with xterm's modifyOtherKeys where
/// they know it (see `ResetSequence`).
public enum KeyboardProtocol {
    /// Asks for the flags in force (`CSI ? u`).
    public static let query: [UInt8] = Array("\u{1B}[?u".utf8)
    /// The enhancements pushed: disambiguate escape codes (1), report event types (2), report
    /// alternate keys (4).
    public static let flags = 1 | 2 | 4
    /// Pushes `flags` on the terminal's stack of keyboard modes (`CSI > 7 u`).
    public static let push: [UInt8] = Array("\u{1B}[>\(flags)u".utf8)
    /// Pops what `push` pushed (`CSI < u`): the terminal's previous flags are back.
    public static let pop: [UInt8] = Array("\u{1B}[<u".utf8)
    /// xterm's modifyOtherKeys at level 2 (`CSI > 4 ; 2 m`): Ctrl and Alt combinations that have no
    /// legacy encoding of their own (Ctrl-I next to Tab, Shift-Enter) arrive as `CSI 27 ; mods ; code ~`.
    public static let modifyOtherKeysOn = "\u{1B}[>4;2m"
    /// modifyOtherKeys back to the terminal's default (`CSI > 4 m`).
    public static let modifyOtherKeysOff = "\u{1B}[>4m"
}
