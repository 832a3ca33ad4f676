// The view toolkit draws with the terminal model, so `import TerminalUI` brings both.
@_exported import TerminalCore
