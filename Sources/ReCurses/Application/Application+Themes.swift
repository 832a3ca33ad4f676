extension Command {
    /// Switches the application to the theme at the index given as the argument, among those
    /// `Application.offerThemes(_:)` offered.
    public static let useTheme = Command("useTheme")
}

extension Application {
    /// Lets the user switch between `themes` at run time on every screen: the command palette lists
    /// "Theme: name" for each, and `Command.useTheme` with a theme's index as the argument switches
    /// to it (a menu item can name it). A switch sets `theme`, so every view repaints with it.
    ///
    /// - parameter themes: The themes offered, in order; by default the built-in ones.
    public func offerThemes(_ themes: [NamedTheme] = Theme.builtIn) {
        let host = navigation
        host.addCommand(.useTheme) { [weak self] command in
            guard let index = command.argument, themes.indices.contains(index) else { return }
            self?.theme = themes[index].theme
        }
        host.paletteCommands.removeAll { $0.command.matches(.useTheme) }
        for (index, named) in themes.enumerated() {
            host.addPaletteCommand("Theme: " + named.name, .useTheme.with(index))
        }
    }
}
