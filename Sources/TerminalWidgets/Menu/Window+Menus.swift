extension Window {
    /// The window's menu state, attached the first time a menu, a menu key or the palette needs it.
    var menuState: WindowMenuState { accessory(WindowMenuState.self) { WindowMenuState() } }

    /// The key that opens the first menu of the menu bar in the window; nil (the default) for none.
    /// Alt and a menu's mnemonic open that menu whenever this is set. `Application` sets F10.
    public var menuBarKey: Key? {
        get { menuState.menuBarKey }
        set {
            menuState.menuBarKey = newValue
            updateMenuBindings()
        }
    }

    /// The keys that open a context menu of the focused view's commands at the focused view;
    /// empty (the default) for none, which also leaves right-clicks alone. `Application` sets
    /// Shift-F10 and the Menu key.
    public var contextMenuKeys: [Key] {
        get { menuState.contextMenuKeys }
        set {
            menuState.contextMenuKeys = newValue
            updateMenuBindings()
        }
    }

    /// Whether menus of the bar or a context menu are open now.
    public var isMenuOpen: Bool { menuState.session != nil }

    /// The menu bar the window opens by key, while it is shown in the window's top layer.
    public var activeMenuBar: MenuBar? { activeMenuBar(of: menuState) }

    /// The menu bar of `state` while it is shown in the window's top layer.
    private func activeMenuBar(of state: WindowMenuState) -> MenuBar? {
        guard let bar = state.menuBar, bar.window === self, bar.isVisibleInHierarchy, bar.isEnabledInHierarchy,
            !bar.menus.isEmpty, topLayer.isAncestor(of: bar) || topLayer === bar
        else { return nil }
        return bar
    }

    /// Opens menu `index` of the active menu bar (the first when out of range); returns whether it did.
    @discardableResult
    public func openMenuBar(at index: Int = 0) -> Bool {
        guard let bar = activeMenuBar else { return false }
        return openMenuBar(bar, at: index)
    }

    func openMenuBar(_ bar: MenuBar, at index: Int) -> Bool {
        guard !bar.menus.isEmpty else { return false }
        let session = menuState.session ?? beginMenuSession()
        session.open(barMenu: bar.menus.indices.contains(index) ? index : 0, of: bar)
        return true
    }

    /// Opens a context menu: at `point` (window coordinates) for a right-click, else at the
    /// focused view. Its items are the commands of the focused view, its ancestors and their
    /// screen, in groups (the innermost first): the bindings with a hint and the palette commands
    /// each of them registered, with their keys. Returns whether it opened.
    @discardableResult
    public func showContextMenu(at point: Point? = nil) -> Bool {
        guard menuState.session == nil else { return false }
        let context = commandContext()
        let items = Self.contextMenuItems(in: context)
        let anchor = point ?? contextMenuAnchor(in: context)
        beginMenuSession(context: context).openContextMenu(items, at: anchor)
        return true
    }

    /// Closes every open menu and the command palette without running anything.
    public func closeMenus() {
        menuState.session?.closeAll()
        menuState.palette?.close()
    }

    /// Records the bar the window opens by key and refreshes the Alt-mnemonic bindings.
    func attachMenuBar(_ bar: MenuBar) {
        menuState.menuBar = bar
        updateMenuBindings()
    }

    /// The active bar's menus changed: the Alt-mnemonic bindings follow.
    func menuBarDidChange() {
        updateMenuBindings()
    }

    @discardableResult
    private func beginMenuSession(context: CommandContext? = nil) -> MenuSession {
        let session = MenuSession(window: self, context: context ?? commandContext())
        session.onClose = { [weak self, unowned session] in
            if self?.menuState.session === session { self?.menuState.session = nil }
        }
        menuState.session = session
        return session
    }

    /// Where a context menu opened by key goes: below the focused view's cursor, else at the
    /// focused view's top-left corner, else in the middle of the window.
    private func contextMenuAnchor(in context: CommandContext) -> Point {
        guard let view = context.chain.first as? View, view.window === self else {
            return Point(x: size.width / 2, y: size.height / 2)
        }
        if let cursor = view.cursorPosition {
            let point = view.convertToWindow(cursor)
            return Point(x: point.x, y: point.y + 1)
        }
        return view.frameInWindow.origin
    }

    /// A right press no view handled opens a context menu there, when context menus are on.
    func openContextMenu(forUnhandled mouse: MouseEvent) -> Bool {
        guard case .press(.right, let point, _) = mouse, !menuState.contextMenuKeys.isEmpty else { return false }
        return showContextMenu(at: point)
    }

    /// The context menu's items in `context`: for each view of the chain and the first responder
    /// after them (their screen; not the window), the commands of its bindings with a hint and its palette
    /// commands, each once, in groups split by separators.
    static func contextMenuItems(in context: CommandContext) -> [MenuItem] {
        var groups: [[MenuItem]] = []
        var seen: Set<Command> = [.showContextMenu, .showCommandPalette, .openMenu, .help]
        for (index, responder) in context.chain.enumerated() {
            if responder is Window { break }
            var group: [MenuItem] = []
            for (binding, owner) in zip(context.activeBindings, context.bindingOwners) where owner == index {
                guard !binding.hint.isEmpty || !binding.help.isEmpty, !seen.contains(Command(binding.command.name)),
                    !seen.contains(binding.command)
                else { continue }
                seen.insert(binding.command)
                group.append(MenuItem(CommandContext.title(of: binding), binding.command))
            }
            for command in responder.paletteCommands where !seen.contains(command.command) {
                guard context.canPerform(command.command) else { continue }
                seen.insert(command.command)
                group.append(MenuItem(command.title, command.command))
            }
            if !group.isEmpty { groups.append(group) }
            if !(responder is View) { break }
        }
        guard !groups.isEmpty else { return [MenuItem("No commands here", Self.noCommand)] }
        return Array(groups.joined(separator: [MenuItem.separator]))
    }

    /// The command of the disabled row an empty context menu shows; nothing handles it.
    private static let noCommand = Command("noCommandHere")

    private func updateMenuBindings() {
        installMenuCommandsIfNeeded()
        var bindings = keyBindings.filter { binding in
            ![Command.openMenu, .showContextMenu, .showCommandPalette].contains { binding.command.matches($0) }
        }
        if let key = menuState.menuBarKey {
            bindings.append(KeyBinding(key, .openMenu, hint: "Menu", isHintVisible: false, help: "Menu bar"))
            for (index, menu) in (menuState.menuBar?.menus ?? []).enumerated() {
                guard let mnemonic = menu.mnemonic, mnemonic.isLetter || mnemonic.isNumber else { continue }
                bindings.append(
                    KeyBinding(
                        .alt(Character(mnemonic.lowercased())), .openMenu.with(index),
                        help: "\(menu.title) menu"))
            }
        }
        for key in menuState.contextMenuKeys {
            let help = key == .menu ? "Context menu (Menu)" : "Context menu"
            bindings.append(KeyBinding(key, .showContextMenu, help: help))
        }
        if let key = menuState.commandPaletteKey {
            bindings.append(KeyBinding(key, .showCommandPalette, help: "Command palette"))
        }
        keyBindings = bindings
    }

    private func installMenuCommandsIfNeeded() {
        guard !menuState.isInstalled else { return }
        menuState.isInstalled = true
        let state = menuState
        let isIdle: @MainActor () -> Bool = { [unowned state] in state.session == nil && state.palette == nil }
        addCommand(.openMenu, isEnabled: { [unowned self] in isIdle() && activeMenuBar(of: state) != nil }) {
            [unowned self] command in openMenuBar(at: command.argument ?? 0)
        }
        addCommand(.showContextMenu, isEnabled: isIdle) { [unowned self] in showContextMenu() }
        addCommand(.showCommandPalette, isEnabled: isIdle) { [unowned self] in showCommandPalette() }
    }
}
