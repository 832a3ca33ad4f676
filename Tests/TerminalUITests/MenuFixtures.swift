import ReCursesTesting

@testable import TerminalUICore
@testable import TerminalWidgets

extension Command {
    static let save = Command("save")
    static let rename = Command("rename")
    static let delete = Command("delete")
    static let wrapLines = Command("wrapLines")
    static let zoomIn = Command("zoomIn")
    static let darkTheme = Command("darkTheme")
    static let lightTheme = Command("lightTheme")
    static let sortLines = Command("sortLines")
    static let about = Command("about")
}

/// A focusable pane that draws its name and logs the commands it performs.
@MainActor
final class MenuTestPane: View {
    let name: String
    init(_ name: String) {
        self.name = name
        super.init()
    }
    override var canBecomeFocused: Bool { true }
    override func draw(into canvas: inout Canvas) {
        canvas.put("[\(name)]" + (window?.focusedView === self ? "*" : ""), at: .zero, style: theme.normal)
    }
}

/// A screen of a menu bar, two panes (the left one saves and renames, the right one deletes), a
/// status bar; the root wraps lines and cannot zoom; the window quits. `log` records which
/// responder performed which command.
@MainActor
final class MenuFixture {
    let bar = MenuBar()
    let left = MenuTestPane("left")
    let right = MenuTestPane("right")
    let status = StatusBar()
    let root: VStack
    let wrapState = MenuCheckState(isOn: false)
    var log: [String] = []
    var isDark = true
    let driver: ViewDriver<VStack>

    var window: Window { driver.window }

    init(size: Size = Size(width: 60, height: 14)) {
        let panes = HStack(spacing: 2, [left, right])
        root = VStack([bar, panes, status])
        root.setSizing(.fill, for: panes)
        panes.setSizing(.fill, for: left)
        panes.setSizing(.fill, for: right)
        driver = ViewDriver(root, size: size)
        configure()
        window.focus(left)
        driver.runUntilIdle()
    }

    private func configure() {
        bar.menus = [
            Menu(
                "File",
                items: [
                    MenuItem("Save", .save, mnemonic: "s"),
                    MenuItem("Rename", .rename, mnemonic: "r"),
                    .separator,
                    MenuItem("Delete", .delete, mnemonic: "d"),
                    MenuItem("Quit", .quit, mnemonic: "q"),
                ]),
            Menu(
                "View",
                items: [
                    MenuItem("Wrap lines", .wrapLines, mnemonic: "w", checkmark: .bound(wrapState)),
                    MenuItem("Zoom in", .zoomIn, mnemonic: "z"),
                    .submenu(
                        "Theme", mnemonic: "t",
                        [
                            MenuItem("Dark", .darkTheme, mnemonic: "d", isChecked: { [unowned self] in isDark }),
                            MenuItem("Light", .lightTheme, mnemonic: "l", isChecked: { [unowned self] in !isDark }),
                        ]),
                ]),
            Menu("Help", items: [MenuItem("About", .about, mnemonic: "a")]),
        ]
        left.keyBindings = [
            KeyBinding(.ctrl("s"), .save, hint: "Save"), KeyBinding(.function(2), .rename, hint: "Rename"),
        ]
        left.addCommand(.save) { [unowned self] in log.append("left:save") }
        left.addCommand(.rename) { [unowned self] in log.append("left:rename") }
        left.addPaletteCommand("Sort lines", .sortLines)
        left.addCommand(.sortLines) { [unowned self] in log.append("left:sortLines") }
        right.addCommand(.delete) { [unowned self] in log.append("right:delete") }
        root.keyBindings = [KeyBinding(.ctrl("w"), .wrapLines)]
        root.addCommand(.wrapLines) { [unowned self] in
            wrapState.isOn.toggle()
            log.append("root:wrapLines")
        }
        root.addCommand(.zoomIn, isEnabled: { false }) { [unowned self] in log.append("root:zoomIn") }
        root.addCommand(.darkTheme) { [unowned self] in isDark = true }
        root.addCommand(.lightTheme) { [unowned self] in isDark = false }
        root.addCommand(.about) { [unowned self] in log.append("root:about") }
        window.keyBindings.append(KeyBinding(.ctrl("q"), .quit, hint: "Quit"))
        window.addCommand(.quit) { [unowned self] in log.append("window:quit") }
        window.menuBarKey = .function(10)
        window.contextMenuKeys = [Key(.function(10), modifiers: .shift), .menu]
        window.commandPaletteKey = .ctrl("p")
    }

    /// The open menus, the first opened first.
    var popups: [MenuPopupView] { window.overlays.compactMap { $0 as? MenuPopupView } }

    /// The titles of the top menu's rows ("-" for a separator), disabled ones in parentheses,
    /// checked ones with a ✓, the selected one with a >.
    var topMenuRows: [String] {
        guard let popup = popups.last else { return [] }
        return popup.rows.enumerated().map { index, row in
            if row.isSeparator { return "-" }
            var text = row.isEnabled ? row.item.title : "(\(row.item.title))"
            if row.isChecked { text = "✓" + text }
            if !row.keyLabel.isEmpty { text += " " + row.keyLabel }
            return (index == popup.selectedIndex ? ">" : "") + text
        }
    }
}
