// ReCurses re-exports the layers an app needs, so `import ReCurses` is enough.
@_exported import CursesTerminal
@_exported import InlineTerminal
@_exported import ReConnect
@_exported import ReStore
@_exported import TerminalCore
@_exported import TerminalUI
