extension Window {
    /// The key that opens the command palette; nil (the default) for none. `Application` sets Ctrl-P.
    public var commandPaletteKey: Key? {
        get { menuState.commandPaletteKey }
        set {
            menuState.commandPaletteKey = newValue
            menuBarDidChange()
        }
    }

    /// The command palette open now, if any.
    public var commandPalette: CommandPaletteView? { menuState.palette }

    /// Opens the command palette over the window with every command of the focused context
    /// (`commandPaletteEntries(in:)`); the chosen one runs in that context. Returns whether it opened.
    @discardableResult
    public func showCommandPalette() -> Bool {
        guard menuState.palette == nil, menuState.session == nil else { return false }
        let context = commandContext()
        let palette = CommandPaletteView(entries: commandPaletteEntries(in: context), context: context)
        menuState.palette = palette
        palette.onClose = { [weak self, weak palette] in
            if self?.menuState.palette === palette { self?.menuState.palette = nil }
        }
        presentOverlay(
            palette, placement: .custom { [unowned palette] size in Self.paletteFrame(palette, in: size) },
            focus: palette.field)
        return true
    }

    /// Every command reachable from `context`, each once, in this order: the commands of the keys
    /// that work there (innermost first, titled by their binding's help or hint), the palette
    /// commands registered along the chain, then the items of the active menu bar (titled by their
    /// submenu path, "Theme › Dark"), leaving out what no responder of the context performs. A
    /// command listed twice keeps its first place and the title of its palette command or menu item.
    public func commandPaletteEntries(in context: CommandContext) -> [CommandPaletteEntry] {
        var entries: [CommandPaletteEntry] = []
        var positions: [Command: Int] = [:]
        func add(_ title: String, _ command: Command, explicitTitle: Bool) {
            guard command != .showCommandPalette, !command.matches(.openMenu) else { return }
            if let position = positions[command] {
                if explicitTitle { entries[position].title = title }
                return
            }
            positions[command] = entries.count
            entries.append(
                CommandPaletteEntry(
                    title: title, command: command, keyLabel: context.binding(for: command)?.key.label ?? ""))
        }
        for binding in context.activeBindings {
            add(CommandContext.title(of: binding), binding.command, explicitTitle: false)
        }
        for responder in context.chain {
            for command in responder.paletteCommands where context.canPerform(command.command) {
                add(command.title, command.command, explicitTitle: true)
            }
        }
        if let bar = activeMenuBar {
            for menu in bar.menus { addMenuItems(menu.items, path: "", depth: 0, in: context, add) }
        }
        return entries
    }

    private func addMenuItems(
        _ items: [MenuItem], path: String, depth: Int, in context: CommandContext,
        _ add: (String, Command, Bool) -> Void
    ) {
        guard depth < 16 else { return }
        for item in items {
            switch item.kind {
            case .command(let command) where context.canPerform(command):
                add(path + item.title, command, true)
            case .submenu(let inner):
                addMenuItems(inner, path: "\(path)\(item.title) › ", depth: depth + 1, in: context, add)
            default:
                break
            }
        }
    }

    /// Centred across, a little below the top; never bigger than the window.
    private static func paletteFrame(_ palette: CommandPaletteView, in size: Size) -> Rect {
        let wanted = palette.sizeThatFits(size)
        let width = min(wanted.width, max(0, size.width - (size.width >= 40 ? 4 : 0)))
        let top = size.height >= 16 ? 2 : 0
        let height = min(wanted.height, max(0, size.height - top))
        return Rect(x: max(0, (size.width - width) / 2), y: top, width: width, height: height)
    }
}
