/// Synchronized output (mode 2026): a terminal that supports it holds what it shows between `begin`
/// and `end` and then shows it at once, so a frame never appears half drawn. Whether a terminal
/// supports it is asked with `query` (DECRQM); the answer arrives as `TerminalReply.modeStatus`.
/// A terminal that does not answer gets no brackets.
public enum SynchronizedOutput {
    /// The mode's number.
    public static let mode = 2026
    /// Asks whether the terminal knows the mode (`CSI ? 2026 $ p`).
    public static let query: [UInt8] = Array("\u{1B}[?2026$p".utf8)
    /// Starts holding what is drawn (`CSI ? 2026 h`).
    public static let begin: [UInt8] = Array("\u{1B}[?2026h".utf8)
    /// Shows what was held (`CSI ? 2026 l`); harmless on a terminal that holds nothing.
    public static let end: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// Whether `reply` says the terminal supports synchronized output: it reports the mode as set or
    /// reset (DECRPM status 1 or 2); 0 (unknown) and the permanent states 3 and 4 do not count.
    public static func isSupported(by reply: TerminalReply) -> Bool {
        guard case .modeStatus(let mode, let status) = reply, mode == Self.mode else { return false }
        return status == 1 || status == 2
    }
}
