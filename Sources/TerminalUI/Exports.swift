// `import TerminalUI` brings the view core and the built-in widgets (and, through the core, the
// terminal model): apps import this one module.
@_exported import TerminalUICore
@_exported import TerminalWidgets
