/// One open menu: a bordered box of rows (checkmark, title with its mnemonic highlighted, the key
/// bound to the command in the context the menu was opened from, an arrow for a submenu), shown
/// as a window overlay by a `MenuSession`. ↑/↓ move between enabled rows, Enter runs, → opens a
/// submenu (or the next menu of the bar), ← closes one (or opens the previous menu), Esc closes
/// this level; a row's mnemonic letter chooses it; a click chooses the row under the mouse.
@MainActor
final class MenuPopupView: View, OutsideMouseHandling {
    /// What the widget is to a screen reader: role, label, value, state and position.
    override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "menu", value: selectedRow?.item.title ?? "",
            states: selectedRow?.isChecked == true ? ["checked"] : [],
            position: AccessibilityDescription.position(
                "item", index: selectedIndex.map { index in rows[..<index].filter { !$0.isSeparator }.count },
                count: rows.filter { !$0.isSeparator }.count))
    }

    /// Where the focus is inside the widget: the terminal cursor rests there for magnifiers.
    override var focusPoint: Point {
        Point(x: 1, y: (selectedIndex ?? 0) + 1)
    }

    /// The rows, worked out when the menu opened.
    let rows: [MenuRow]
    /// The row the cursor is on; nil when no row can be chosen.
    private(set) var selectedIndex: Int?
    /// The session that opened the menu.
    private weak var session: MenuSession?

    /// Closes every open menu without running anything (F10 while a menu is open).
    static let closeAllCommand = Command("closeMenus")

    init(rows: [MenuRow], session: MenuSession) {
        self.rows = rows
        self.session = session
        super.init()
        selectedIndex = rows.indices.first { rows[$0].isEnabled }
        installCommands()
        for row in rows {
            if case .bound(let state) = row.item.checkmark {
                state.onChange = { [weak self] in self?.setNeedsDisplay() }
            }
        }
    }

    private func installCommands() {
        let hasSeveral: @MainActor () -> Bool = { [unowned self] in rows.filter(\.isEnabled).count > 1 }
        addCommand(.moveUp, isEnabled: hasSeveral) { [unowned self] in move(by: -1) }
        addCommand(.moveDown, isEnabled: hasSeveral) { [unowned self] in move(by: 1) }
        addCommand(.moveToStart, isEnabled: hasSeveral) { [unowned self] in
            select(rows.indices.first { rows[$0].isEnabled })
        }
        addCommand(.moveToEnd, isEnabled: hasSeveral) { [unowned self] in
            select(rows.indices.last { rows[$0].isEnabled })
        }
        addCommand(.moveRight, isEnabled: { [unowned self] in session?.canMoveRight(from: self) ?? false }) {
            [unowned self] in session?.moveRight(from: self)
        }
        addCommand(.moveLeft, isEnabled: { [unowned self] in session?.canMoveLeft(from: self) ?? false }) {
            [unowned self] in session?.moveLeft(from: self)
        }
        addCommand(.activate, isEnabled: { [unowned self] in selectedRow?.isEnabled ?? false }) { [unowned self] in
            if let selectedIndex { session?.choose(row: selectedIndex, in: self) }
        }
        addCommand(.back) { [unowned self] in session?.close(self) }
        addCommand(Self.closeAllCommand) { [unowned self] in session?.closeAll() }
        keyBindings = [
            KeyBinding(.up, .moveUp, hint: "Move", keyLabel: "↑↓"),
            KeyBinding(.down, .moveDown),
            KeyBinding(.left, .moveLeft, hint: "Menus", keyLabel: "←→"),
            KeyBinding(.right, .moveRight, help: "Open the submenu or the next menu"),
            KeyBinding(.home, .moveToStart),
            KeyBinding(.end, .moveToEnd),
            KeyBinding(.enter, .activate, hint: "Run"),
            KeyBinding(.escape, .back, hint: "Close"),
            KeyBinding(.function(10), Self.closeAllCommand, help: "Close the menus"),
        ]
    }

    /// The row the cursor is on.
    var selectedRow: MenuRow? { selectedIndex.map { rows[$0] } }

    /// The menu takes the focus while open.
    override var canBecomeFocused: Bool { true }

    /// The heading of the menu's keys in the help dialog.
    override var keyHelpTitle: String { "Menu" }

    /// A mnemonic letter chooses its row.
    override func capturesKey(_ key: Key) -> Bool {
        guard let character = key.insertableCharacter else { return false }
        return mnemonicRow(for: character) != nil
    }

    /// Mnemonic letters are typed, not bound.
    override var unboundKeysHelp: [KeyHelpEntry] { [KeyHelpEntry("Letters", "Choose the item with that letter")] }

    /// Moves the cursor to `index` (an enabled row) and redraws.
    func select(_ index: Int?) {
        guard let index, rows.indices.contains(index), rows[index].isEnabled, index != selectedIndex else { return }
        selectedIndex = index
        setNeedsDisplay()
    }

    /// Moves the cursor `step` enabled rows on, wrapping around.
    func move(by step: Int) {
        guard !rows.isEmpty else { return }
        var index = selectedIndex ?? (step > 0 ? rows.count - 1 : 0)
        for _ in rows.indices {
            index = (index + step + rows.count) % rows.count
            if rows[index].isEnabled {
                select(index)
                return
            }
        }
    }

    private func mnemonicRow(for character: Character) -> Int? {
        let wanted = character.lowercased()
        return rows.indices.first { index in
            rows[index].isEnabled && rows[index].item.mnemonic.map { $0.lowercased() == wanted } == true
        }
    }

    /// Keys: a mnemonic letter chooses its row, the rest goes through the binding table. The mouse:
    /// a press or release on an enabled row chooses it, moving over one selects it, the wheel moves.
    override func handle(_ event: Event) -> Bool {
        switch event {
        case .key(let key):
            if let character = key.insertableCharacter, let index = mnemonicRow(for: character) {
                select(index)
                session?.choose(row: index, in: self)
                return true
            }
            return super.handle(event)
        case .mouse(let mouse):
            handleMouse(mouse)
            return true
        case .paste:
            return true
        default:
            return super.handle(event)
        }
    }

    private func handleMouse(_ mouse: MouseEvent) {
        let index = mouse.position.y - 1
        let onRow =
            rows.indices.contains(index) && rows[index].isEnabled && mouse.position.x > 0
            && mouse.position.x < bounds.width - 1
        switch mouse {
        case .press(.left, _, _):
            guard onRow else { return }
            select(index)
            session?.choose(row: index, in: self)
        case .move, .drag:
            if onRow { select(index) }
        case .wheelUp: move(by: -1)
        case .wheelDown: move(by: 1)
        default: break
        }
    }

    /// A click outside the menu goes to the session (another menu, the bar, or closing them all).
    func handleMouseOutside(_ mouse: MouseEvent) -> Bool {
        session?.handleMouseOutside(mouse) ?? false
    }

    // MARK: Drawing

    private var titleWidth: Int { rows.map { $0.item.title.displayWidth }.max() ?? 0 }
    private var keyWidth: Int { rows.map { $0.keyLabel.displayWidth }.max() ?? 0 }
    private var hasSubmenus: Bool { rows.contains { $0.submenu != nil } }

    /// The box around the widest row and every row.
    override var intrinsicSize: Size {
        let keys = keyWidth > 0 ? 2 + keyWidth : 0
        let arrow = hasSubmenus ? 2 : 0
        return Size(width: 2 + 2 + titleWidth + keys + arrow + 2, height: rows.count + 2)
    }

    /// Draws the border, then each row.
    override func draw(into canvas: inout Canvas) {
        let theme = self.theme
        canvas.fill(bounds, with: Cell(" ", style: theme.normal))
        canvas.drawBox(bounds, style: theme.border)
        guard bounds.width > 2 else { return }
        let inner = bounds.width - 2
        for (index, row) in rows.enumerated() {
            let y = index + 1
            guard y < bounds.height - 1 else { break }
            if row.isSeparator {
                canvas.fill(Rect(x: 1, y: y, width: inner, height: 1), with: Cell("─", style: theme.border))
                canvas.put("├", at: Point(x: 0, y: y), style: theme.border)
                canvas.put("┤", at: Point(x: bounds.width - 1, y: y), style: theme.border)
                continue
            }
            let style = index == selectedIndex ? theme.focused : (row.isEnabled ? theme.normal : theme.disabled)
            canvas.fill(Rect(x: 1, y: y, width: inner, height: 1), with: Cell(" ", style: style))
            if row.isChecked { canvas.put("✓", at: Point(x: 2, y: y), style: style) }
            var right = bounds.width - 2
            if row.submenu != nil {
                right -= 1
                canvas.put("▸", at: Point(x: right, y: y), style: style)
                right -= 1
            }
            let key = row.keyLabel
            if !key.isEmpty {
                let keyX = max(4, right - key.displayWidth)
                canvas.put(key, at: Point(x: keyX, y: y), style: style, maxWidth: right - keyX)
                right = keyX - 2
            }
            MenuTitleText.draw(
                row.item.title, mnemonic: row.isEnabled ? row.item.mnemonic : nil, at: Point(x: 4, y: y),
                maxWidth: right - 4, style: style, into: &canvas)
        }
    }
}
