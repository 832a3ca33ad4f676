/// The menus open at one time: a menu of the bar or a context menu, with the submenus opened from
/// it, each a window overlay. The session keeps the context the menus were opened from, so the
/// rows show that context's keys and enabled states and a chosen row runs its command there.
@MainActor
final class MenuSession {
    /// The focused context when the menus opened.
    let context: CommandContext
    private weak var window: Window?
    /// The bar whose menu is open, for a menu of the bar.
    private weak var bar: MenuBar?
    /// The index of the bar's open menu.
    private(set) var barIndex: Int?
    /// The open menus, the first opened first.
    private(set) var popups: [MenuPopupView] = []
    /// Called once every menu is closed.
    var onClose: (@MainActor () -> Void)?

    init(window: Window, context: CommandContext) {
        self.window = window
        self.context = context
    }

    // MARK: Opening

    /// Opens menu `index` of `bar` (clamped) below its title, closing whatever was open.
    func open(barMenu index: Int, of bar: MenuBar) {
        guard !bar.menus.isEmpty else { return }
        let index = min(max(index, 0), bar.menus.count - 1)
        dismissPopups(from: 0)
        self.bar = bar
        barIndex = index
        bar.openIndex = index
        let popup = MenuPopupView(rows: MenuRow.rows(of: bar.menus[index].items, in: context), session: self)
        present(popup) { [weak bar] size, popup in
            let anchor = bar?.titleRectInWindow(at: index) ?? Rect(x: 0, y: 0, width: 0, height: 1)
            return MenuPlacement.frame(size: popup.intrinsicSize, below: anchor, in: size)
        }
    }

    /// Opens a menu of `items` with its top-left corner at `point` (flipped at the screen's edges).
    func openContextMenu(_ items: [MenuItem], at point: Point) {
        dismissPopups(from: 0)
        let popup = MenuPopupView(rows: MenuRow.rows(of: items, in: context), session: self)
        present(popup) { size, popup in MenuPlacement.frame(size: popup.intrinsicSize, at: point, in: size) }
    }

    private func openSubmenu(_ items: [MenuItem], row: Int, of parent: MenuPopupView) {
        guard let level = popups.firstIndex(where: { $0 === parent }) else { return }
        dismissPopups(from: level + 1)
        let popup = MenuPopupView(rows: MenuRow.rows(of: items, in: context), session: self)
        present(popup) { [weak parent] size, popup in
            guard let parent else { return .zero }
            let frame = parent.frame
            let anchor = Rect(x: frame.minX, y: frame.minY + row, width: frame.width, height: 1)
            return MenuPlacement.frame(size: popup.intrinsicSize, beside: anchor, in: size)
        }
    }

    private func present(_ popup: MenuPopupView, frame: @escaping @MainActor (Size, MenuPopupView) -> Rect) {
        guard let window else { return }
        popups.append(popup)
        window.presentOverlay(popup, placement: .custom { [unowned popup] size in frame(size, popup) }, focus: popup)
    }

    // MARK: Moving

    /// Whether → does something in `popup`: opens the selected submenu, or the bar's next menu.
    func canMoveRight(from popup: MenuPopupView) -> Bool {
        if popup.selectedRow?.submenu != nil, popup.selectedRow?.isEnabled == true { return true }
        return (bar?.menus.count ?? 0) > 1
    }

    /// → in `popup`: opens the selected submenu, else the bar's next menu.
    func moveRight(from popup: MenuPopupView) {
        if let row = popup.selectedIndex, let items = popup.selectedRow?.submenu {
            openSubmenu(items, row: row, of: popup)
        } else {
            moveBar(by: 1)
        }
    }

    /// Whether ← does something in `popup`: closes a submenu, or opens the bar's previous menu.
    func canMoveLeft(from popup: MenuPopupView) -> Bool {
        popups.first !== popup || (bar?.menus.count ?? 0) > 1
    }

    /// ← in `popup`: closes it when it is a submenu, else opens the bar's previous menu.
    func moveLeft(from popup: MenuPopupView) {
        if popups.first !== popup {
            close(popup)
        } else {
            moveBar(by: -1)
        }
    }

    private func moveBar(by step: Int) {
        guard let bar, let barIndex, !bar.menus.isEmpty else { return }
        open(barMenu: (barIndex + step + bar.menus.count) % bar.menus.count, of: bar)
    }

    // MARK: Choosing and closing

    /// Chooses row `index` of `popup`: opens its submenu, or closes every menu and runs its
    /// command in the context the menus were opened from.
    func choose(row index: Int, in popup: MenuPopupView) {
        guard popup.rows.indices.contains(index), popup.rows[index].isEnabled else { return }
        let row = popup.rows[index]
        if let items = row.submenu {
            openSubmenu(items, row: index, of: popup)
        } else if let command = row.item.command {
            closeAll()
            context.perform(command)
        }
    }

    /// Closes `popup` and the submenus opened from it (Esc: one level at a time).
    func close(_ popup: MenuPopupView) {
        guard let level = popups.firstIndex(where: { $0 === popup }) else { return }
        dismissPopups(from: level)
        if popups.isEmpty { finish() }
    }

    /// Closes every menu.
    func closeAll() {
        dismissPopups(from: 0)
        finish()
    }

    private func dismissPopups(from level: Int) {
        while popups.count > level, let popup = popups.popLast() {
            window?.dismissOverlay(popup)
        }
    }

    private func finish() {
        bar?.openIndex = nil
        bar = nil
        barIndex = nil
        let onClose = self.onClose
        self.onClose = nil
        onClose?()
    }

    /// A mouse event outside the top menu (window coordinates): a press on an open menu chooses
    /// there, on a bar title opens that menu (or closes it when it is the open one), anywhere else
    /// closes every menu; moving over another bar title opens its menu. Other events outside are
    /// swallowed while menus are open.
    func handleMouseOutside(_ mouse: MouseEvent) -> Bool {
        if let popup = popups.last(where: { $0.frame.contains(mouse.position) }) {
            let local = mouse.position.offsetBy(dx: -popup.frame.minX, dy: -popup.frame.minY)
            if case .press = mouse, let level = popups.firstIndex(where: { $0 === popup }) {
                dismissPopups(from: level + 1)
            }
            return popup.handle(.mouse(mouse.moved(to: local)))
        }
        if case .move = mouse, let bar, let index = bar.menuIndex(atWindowPoint: mouse.position), index != barIndex {
            open(barMenu: index, of: bar)
            return true
        }
        guard case .press = mouse else { return true }
        if let bar, let index = bar.menuIndex(atWindowPoint: mouse.position) {
            if index == barIndex { closeAll() } else { open(barMenu: index, of: bar) }
            return true
        }
        closeAll()
        return true
    }
}
