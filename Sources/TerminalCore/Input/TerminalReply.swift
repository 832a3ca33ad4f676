/// A reply the terminal sent to a query a terminal backend wrote, not something the user did. The
/// parser keeps replies apart from events (see `InputParser.takeReplies()`), so an application never
/// sees them as keys.
public enum TerminalReply: Hashable, Sendable {
    /// The cursor's position, 0-based (`ESC[6n` answered with `ESC[row;columnR`).
    case cursorPosition(Point)
    /// The terminal's primary device attributes (`ESC[c` answered with `ESC[?…c`). Every terminal
    /// answers it, in order, so it marks the end of the replies to the queries written before it.
    case deviceAttributes
    /// The state of a private mode (`CSI ? mode $ p` answered with `CSI ? mode ; status $ y`, DECRPM):
    /// 0 the mode is unknown, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
    case modeStatus(mode: Int, status: Int)
    /// The kitty keyboard protocol's flags in force (`CSI ? u` answered with `CSI ? flags u`): the
    /// terminal speaks the protocol.
    case keyboardFlags(Int)
    /// The terminal's background colour (`ESC ] 11 ; ?` answered with `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`
    /// ended by BEL or ST, see `BackgroundColorQuery`), always as `Color.rgb`.
    case backgroundColor(Color)
}
