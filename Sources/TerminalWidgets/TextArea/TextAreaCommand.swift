/// The commands of a `TextArea`, each named as the `Command` that runs it.
enum TextAreaCommand: String, CaseIterable, Sendable {
    case moveLeft, moveRight, moveWordLeft, moveWordRight, moveUp, moveDown
    case moveToLineStart, moveToLineEnd, moveToStart, moveToEnd, pageUp, pageDown
    case selectLeft, selectRight, selectWordLeft, selectWordRight, selectUp, selectDown
    case selectToLineStart, selectToLineEnd, selectToStart, selectToEnd, selectPageUp, selectPageDown
    case selectAll
    case insertNewline, insertTab, deleteBackward, deleteForward
    case killToEnd, killToStart, killWhitespaceWordBackward, killWordBackward, killWordForward
    case yank, yankPop, copy, cut, paste, undo, redo

    /// The command a key binding runs.
    var command: Command {
        switch self {
        case .moveLeft: .moveLeft
        case .moveRight: .moveRight
        case .moveWordLeft: .moveWordLeft
        case .moveWordRight: .moveWordRight
        case .moveUp: .moveUp
        case .moveDown: .moveDown
        case .moveToLineStart: .moveToLineStart
        case .moveToLineEnd: .moveToLineEnd
        case .moveToStart: .moveToStart
        case .moveToEnd: .moveToEnd
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .selectLeft: .selectLeft
        case .selectRight: .selectRight
        case .selectWordLeft: .selectWordLeft
        case .selectWordRight: .selectWordRight
        case .selectUp: .selectUp
        case .selectDown: .selectDown
        case .selectToLineStart: .selectToLineStart
        case .selectToLineEnd: .selectToLineEnd
        case .selectToStart: .selectToStart
        case .selectToEnd: .selectToEnd
        case .selectPageUp: .selectPageUp
        case .selectPageDown: .selectPageDown
        case .selectAll: .selectAll
        case .insertNewline: .insertNewline
        case .insertTab: .insertTab
        case .deleteBackward: .deleteBackward
        case .deleteForward: .deleteForward
        case .killToEnd: .killToEnd
        case .killToStart: .killToStart
        case .killWhitespaceWordBackward: .killWhitespaceWordBackward
        case .killWordBackward: .killWordBackward
        case .killWordForward: .killWordForward
        case .yank: .yank
        case .yankPop: .yankPop
        case .copy: .copy
        case .cut: .cut
        case .paste: .paste
        case .undo: .undo
        case .redo: .redo
        }
    }

    /// Whether the command changes the text (and so needs an editable text area).
    var edits: Bool {
        switch self {
        case .insertNewline, .insertTab, .deleteBackward, .deleteForward, .killToEnd, .killToStart,
            .killWhitespaceWordBackward, .killWordBackward, .killWordForward, .yank, .yankPop, .cut, .paste,
            .undo, .redo:
            true
        default: false
        }
    }

    /// Whether the command can do something now (its key passes on, and shows no hint, otherwise).
    @MainActor func isEnabled(on area: TextArea) -> Bool {
        if edits, !area.isEditable { return false }
        switch self {
        case .insertTab: return area.tabInsertsTab
        case .copy, .cut: return !area.selection.isEmpty
        case .paste: return area.clipboard?.text != nil
        case .undo: return area.history.canUndo
        case .redo: return area.history.canRedo
        default: return true
        }
    }

    /// Runs an editing command; returns whether the text changed.
    @MainActor func edit(_ area: TextArea) -> Bool {
        switch self {
        case .insertNewline: area.insertNewline()
        case .insertTab: area.type("\t")
        case .deleteBackward: area.deleteBackward()
        case .deleteForward: area.deleteForward()
        case .killToEnd: area.killToLineEnd()
        case .killToStart: area.killToLineStart()
        case .killWhitespaceWordBackward: area.killRegionOrWhitespaceWord()
        case .killWordBackward: area.killWordBackward()
        case .killWordForward: area.killWordForward()
        case .yank: area.yank()
        case .yankPop: area.yankPop()
        case .cut: area.cutSelection()
        case .paste: area.pasteClipboard()
        case .undo: area.undo()
        case .redo: area.redo()
        default: false
        }
    }

    /// Runs a command that moves the cursor or changes the selection.
    @MainActor func move(_ area: TextArea) {
        switch self {
        case .moveLeft, .selectLeft: area.moveLeft(extending: self == .selectLeft)
        case .moveRight, .selectRight: area.moveRight(extending: self == .selectRight)
        case .moveWordLeft, .selectWordLeft:
            area.moveCursor(to: area.wordStart(before: area.cursor), extending: self == .selectWordLeft)
        case .moveWordRight, .selectWordRight:
            area.moveCursor(to: area.wordEnd(after: area.cursor), extending: self == .selectWordRight)
        case .moveUp, .selectUp: area.moveVertically(by: -1, extending: self == .selectUp)
        case .moveDown, .selectDown: area.moveVertically(by: 1, extending: self == .selectDown)
        case .moveToLineStart, .selectToLineStart: area.moveToRowStart(extending: self == .selectToLineStart)
        case .moveToLineEnd, .selectToLineEnd: area.moveToRowEnd(extending: self == .selectToLineEnd)
        case .moveToStart, .selectToStart: area.moveCursor(to: .start, extending: self == .selectToStart)
        case .moveToEnd, .selectToEnd: area.moveCursor(to: area.document.end, extending: self == .selectToEnd)
        case .pageUp, .selectPageUp: area.movePage(down: false, extending: self == .selectPageUp)
        case .pageDown, .selectPageDown: area.movePage(down: true, extending: self == .selectPageDown)
        case .selectAll: area.selectAll()
        case .copy: _ = area.copySelection()
        default: break
        }
    }
}

extension TextArea {
    /// Registers a handler for every command of the key-binding table.
    func installCommands() {
        for command in TextAreaCommand.allCases {
            addCommand(command.command, isEnabled: { [unowned self] in command.isEnabled(on: self) }) {
                [unowned self] in
                if command.edits {
                    applyUserEdit { command.edit($0) }
                } else {
                    applyUserMove { command.move($0) }
                }
            }
        }
    }

    /// The default key-binding table (see the table on `TextArea`). Undo, redo, cut, copy, paste and
    /// (while `tabInsertsTab`) Tab show hints when they can act.
    public static let defaultKeyBindings: [KeyBinding] = {
        func bind(_ keys: [Key], _ command: TextAreaCommand, hint: String = "", help: String = "") -> [KeyBinding] {
            keys.enumerated().map { offset, key in
                KeyBinding(
                    key, command.command, hint: hint, isHintVisible: offset == 0 && !hint.isEmpty, help: help)
            }
        }
        let shift = KeyModifiers.shift
        let ctrl = KeyModifiers.ctrl
        let moves =
            bind([.left, .ctrl("b")], .moveLeft) + bind([.right, .ctrl("f")], .moveRight)
            + bind([.alt("b"), Key(.left, modifiers: ctrl)], .moveWordLeft)
            + bind([.alt("f"), Key(.right, modifiers: ctrl)], .moveWordRight)
            + bind([.up], .moveUp) + bind([.down], .moveDown)  // Ctrl-P stays the command palette
            + bind([.home, .ctrl("a")], .moveToLineStart) + bind([.end, .ctrl("e")], .moveToLineEnd)
            + bind([Key(.home, modifiers: ctrl), .alt("<")], .moveToStart)
            + bind([Key(.end, modifiers: ctrl), .alt(">")], .moveToEnd)
            + bind([.pageUp], .pageUp) + bind([.pageDown], .pageDown)
        let selections =
            bind([Key(.left, modifiers: shift)], .selectLeft) + bind([Key(.right, modifiers: shift)], .selectRight)
            + bind([Key(.left, modifiers: [ctrl, shift])], .selectWordLeft)
            + bind([Key(.right, modifiers: [ctrl, shift])], .selectWordRight)
            + bind([Key(.up, modifiers: shift)], .selectUp) + bind([Key(.down, modifiers: shift)], .selectDown)
            + bind([Key(.home, modifiers: shift)], .selectToLineStart)
            + bind([Key(.end, modifiers: shift)], .selectToLineEnd)
            + bind([Key(.home, modifiers: [ctrl, shift])], .selectToStart)
            + bind([Key(.end, modifiers: [ctrl, shift])], .selectToEnd)
            + bind([Key(.pageUp, modifiers: shift)], .selectPageUp)
            + bind([Key(.pageDown, modifiers: shift)], .selectPageDown)
            + bind([.alt("a")], .selectAll, help: "Select all")
        let edits =
            bind([.enter], .insertNewline) + bind([.tab], .insertTab, hint: "Insert tab")
            + bind([.backspace], .deleteBackward) + bind([.delete, .ctrl("d")], .deleteForward)
            + bind([.ctrl("k")], .killToEnd) + bind([.ctrl("u")], .killToStart)
            + bind([.ctrl("w")], .killWhitespaceWordBackward)
            + bind([Key(.backspace, modifiers: .alt)], .killWordBackward) + bind([.alt("d")], .killWordForward)
            + bind([.ctrl("y")], .yank) + bind([.alt("y")], .yankPop)
        let clipboard =
            bind([.alt("w"), Key(.insert, modifiers: ctrl)], .copy, hint: "Copy")
            + bind([.ctrl("x"), Key(.delete, modifiers: shift)], .cut, hint: "Cut")
            + bind([.ctrl("v"), Key(.insert, modifiers: shift)], .paste, hint: "Paste")
            + bind([.ctrl("_"), .ctrl("/")], .undo, hint: "Undo") + bind([.alt("_"), .alt("/")], .redo, hint: "Redo")
        return moves + selections + edits + clipboard
    }()
}

/// The commands a `TextArea` handles besides the standard moves and those it shares with `TextField`.
extension Command {
    /// Moves to the start of the visual line.
    public static let moveToLineStart = Command("moveToLineStart")
    /// Moves to the end of the visual line.
    public static let moveToLineEnd = Command("moveToLineEnd")
    /// Extends the selection one grapheme left.
    public static let selectLeft = Command("selectLeft")
    /// Extends the selection one grapheme right.
    public static let selectRight = Command("selectRight")
    /// Extends the selection one word left.
    public static let selectWordLeft = Command("selectWordLeft")
    /// Extends the selection one word right.
    public static let selectWordRight = Command("selectWordRight")
    /// Extends the selection one row up.
    public static let selectUp = Command("selectUp")
    /// Extends the selection one row down.
    public static let selectDown = Command("selectDown")
    /// Extends the selection to the start of the visual line.
    public static let selectToLineStart = Command("selectToLineStart")
    /// Extends the selection to the end of the visual line.
    public static let selectToLineEnd = Command("selectToLineEnd")
    /// Extends the selection to the start.
    public static let selectToStart = Command("selectToStart")
    /// Extends the selection to the end.
    public static let selectToEnd = Command("selectToEnd")
    /// Extends the selection one page up.
    public static let selectPageUp = Command("selectPageUp")
    /// Extends the selection one page down.
    public static let selectPageDown = Command("selectPageDown")
    /// Selects everything.
    public static let selectAll = Command("selectAll")
    /// Inserts a line break.
    public static let insertNewline = Command("insertNewline")
    /// Inserts a tab character.
    public static let insertTab = Command("insertTab")
    /// Copies the selection to the clipboard.
    public static let copy = Command("copy")
    /// Cuts the selection to the clipboard.
    public static let cut = Command("cut")
    /// Pastes the clipboard.
    public static let paste = Command("paste")
}
