// ReCurses re-exports the layers an app needs, so `import ReCurses` is enough.
@_exported import ReConnect
@_exported import TerminalUI
@_exported import CursesTerminal
