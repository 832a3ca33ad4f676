import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A window whose content holds a focusable swatch and a select, the select focused, with a
/// window-wide key: the table of active bindings the select's box sets aside and takes back.
@MainActor
private struct SetAsideFixture {
    let field = Swatch("f", focusable: true)
    let select = Select(options: ["Red", "Green", "Blue"].map { SelectOption($0) }, value: "Green")
    let root: VStack
    let window: Window

    init() {
        root = VStack([field, select])
        window = Window(size: Size(width: 20, height: 8), content: root)
        window.bind(.ctrl("q"), "quit", hint: "Quit")
        window.render()
        _ = window.focus(select)
        window.render()
    }

    /// Opens the box (Enter) and renders.
    func open() {
        window.dispatch(.key(.enter))
        window.render()
    }

    /// Closes the box (Esc) and renders.
    func close() {
        window.dispatch(.key(.escape))
        window.render()
    }

    /// The hints and key help the window shows now, and those a table worked out from scratch gives.
    func shownAndFresh() -> (shown: ([KeyBinding], [KeyHelpSection]), fresh: ([KeyBinding], [KeyHelpSection])) {
        let shown = (window.activeHints, window.keyHelpForFocusedContext())
        window.bindingTable.invalidate()
        let fresh = (window.hintsForFocusedContext(), window.keyHelpForFocusedContext())
        window.render()
        return (shown, fresh)
    }
}

@MainActor
@Suite("The table of active bindings set aside under an overlay")
struct SetAsideBindingsTests {
    @Test("closing a select's box takes the table below back instead of working it out again")
    func closingTakesTheTableBack() {
        let fixture = SetAsideFixture()
        let table = fixture.window.bindingTable
        let built = table.buildCount
        let hints = fixture.window.activeHints
        fixture.open()
        #expect(fixture.select.isOpen)
        #expect(fixture.window.bindingTable !== table)
        #expect(fixture.window.activeHints.map(\.hint).contains("Close"))
        fixture.close()
        #expect(!fixture.select.isOpen)
        #expect(fixture.window.bindingTable === table)
        #expect(table.buildCount == built)
        #expect(fixture.window.activeHints == hints)
        let (shown, fresh) = fixture.shownAndFresh()
        #expect(shown.0 == fresh.0)
        #expect(shown.1 == fresh.1)
    }

    @Test("hints and key help after opening and closing equal a fresh computation, again and again")
    func hintsAfterOpenAndCloseAreFresh() {
        let fixture = SetAsideFixture()
        for _ in 0..<3 {
            fixture.open()
            let (openShown, openFresh) = fixture.shownAndFresh()
            #expect(openShown.0 == openFresh.0)
            #expect(openShown.1 == openFresh.1)
            fixture.close()
            let (shown, fresh) = fixture.shownAndFresh()
            #expect(shown.0 == fresh.0)
            #expect(shown.1 == fresh.1)
        }
    }

    @Test("a binding of the content changed while the box is open is honoured after it closes")
    func contentBindingChangedWhileOpen() {
        let fixture = SetAsideFixture()
        var log: [String] = []
        fixture.open()
        fixture.root.bind(.character("x"), "export", hint: "Export") { log.append("export") }
        fixture.close()
        #expect(fixture.window.activeHints.map(\.hint).contains("Export"))
        #expect(fixture.window.dispatch(.key(.character("x"))))
        #expect(log == ["export"])
        let (shown, fresh) = fixture.shownAndFresh()
        #expect(shown.0 == fresh.0)
        #expect(shown.1 == fresh.1)
    }

    @Test("a window-wide binding changed while the box is open is honoured after it closes")
    func windowBindingChangedWhileOpen() {
        let fixture = SetAsideFixture()
        fixture.open()
        fixture.window.keyBindings.removeAll { $0.command == Command("quit") }
        fixture.close()
        #expect(!fixture.window.activeHints.map(\.hint).contains("Quit"))
        #expect(!fixture.window.dispatch(.key(.ctrl("q"))))
        let (shown, fresh) = fixture.shownAndFresh()
        #expect(shown.0 == fresh.0)
        #expect(shown.1 == fresh.1)
    }

    @Test("a command disabled while the box is open, or its handler removed, counts for nothing after it closes")
    func commandDisabledWhileOpen() {
        let fixture = SetAsideFixture()
        var canSave = true
        var log: [String] = []
        fixture.root.keyBindings.append(KeyBinding(.ctrl("s"), Command("save"), hint: "Save"))
        fixture.root.addCommand(Command("save"), isEnabled: { canSave }) { log.append("save") }
        fixture.root.bind(.ctrl("e"), "edit", hint: "Edit") { log.append("edit") }
        fixture.window.render()
        #expect(fixture.window.activeHints.map(\.hint).contains("Save"))
        fixture.open()
        canSave = false
        fixture.root.removeCommand(Command("edit"))
        fixture.close()
        #expect(!fixture.window.activeHints.map(\.hint).contains("Save"))
        #expect(!fixture.window.activeHints.map(\.hint).contains("Edit"))
        #expect(!fixture.window.dispatch(.key(.ctrl("s"))))
        #expect(!fixture.window.dispatch(.key(.ctrl("e"))))
        #expect(log.isEmpty)
        let (shown, fresh) = fixture.shownAndFresh()
        #expect(shown.0 == fresh.0)
        #expect(shown.1 == fresh.1)
    }

    @Test("the chain below changed while the box is open (a new owner of the content) counts after it closes")
    func hierarchyChangedWhileOpen() {
        let fixture = SetAsideFixture()
        let owner = Responder()
        owner.bind(.character("p"), "panel", hint: "Panel")
        fixture.open()
        fixture.root.owningResponder = owner
        fixture.close()
        #expect(fixture.window.activeHints.map(\.hint).contains("Panel"))
        let (shown, fresh) = fixture.shownAndFresh()
        #expect(shown.0 == fresh.0)
        #expect(shown.1 == fresh.1)
    }

    @Test("the focus moved while the box is open makes the table below be worked out for it")
    func focusMovedWhileOpen() {
        let fixture = SetAsideFixture()
        fixture.field.bind(.character("z"), "zoom", hint: "Zoom")
        fixture.open()
        fixture.select.close()
        _ = fixture.window.focus(fixture.field)
        fixture.window.render()
        #expect(fixture.window.activeHints.map(\.hint).contains("Zoom"))
        let (shown, fresh) = fixture.shownAndFresh()
        #expect(shown.0 == fresh.0)
        #expect(shown.1 == fresh.1)
    }
}
