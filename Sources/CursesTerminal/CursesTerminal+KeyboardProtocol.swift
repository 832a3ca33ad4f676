import TerminalCore

extension CursesTerminal {
    /// `KeyboardProtocol.flags` once the terminal answered the kitty keyboard protocol's query and
    /// they were pushed; nil before that and on terminals that never answer.
    public var keyboardProtocolFlags: Int? { pushedKeyboardProtocol ? KeyboardProtocol.flags : nil }
}
