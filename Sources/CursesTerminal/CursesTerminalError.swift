import TerminalIO

/// Why a `CursesTerminal` could not take over the screen (the error both terminals share).
public typealias CursesTerminalError = TerminalError
