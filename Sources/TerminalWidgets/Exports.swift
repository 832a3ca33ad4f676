// The widgets are views of the core, drawn with the terminal model: `import TerminalWidgets` brings both.
@_exported import TerminalUICore
