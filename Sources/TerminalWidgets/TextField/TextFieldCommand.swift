/// The editing commands of a `TextField`, each named as the `Command` that runs it.
enum TextFieldCommand: String, CaseIterable, Sendable {
    /// One grapheme left.
    case moveLeft
    /// One grapheme right.
    case moveRight
    /// One word left.
    case moveWordLeft
    /// One word right.
    case moveWordRight
    /// To the start.
    case moveToStart
    /// To the end.
    case moveToEnd
    /// Delete the grapheme before the cursor.
    case deleteBackward
    /// Delete the grapheme under the cursor.
    case deleteForward
    /// Kill to the end.
    case killToEnd
    /// Kill to the start.
    case killToStart
    /// Kill the whitespace-delimited word before the cursor.
    case killWhitespaceWordBackward
    /// Kill the word before the cursor.
    case killWordBackward
    /// Kill the word after the cursor.
    case killWordForward
    /// Insert the last kill.
    case yank
    /// Replace the just-yanked text with the previous kill.
    case yankPop
    /// Undo the last edit step.
    case undo
    /// Redo the last undone step.
    case redo
    /// Finish editing (Enter).
    case submit

    /// The command a key binding runs for this edit.
    var command: Command {
        switch self {
        case .moveLeft: .moveLeft
        case .moveRight: .moveRight
        case .moveWordLeft: .moveWordLeft
        case .moveWordRight: .moveWordRight
        case .moveToStart: .moveToStart
        case .moveToEnd: .moveToEnd
        case .deleteBackward: .deleteBackward
        case .deleteForward: .deleteForward
        case .killToEnd: .killToEnd
        case .killToStart: .killToStart
        case .killWhitespaceWordBackward: .killWhitespaceWordBackward
        case .killWordBackward: .killWordBackward
        case .killWordForward: .killWordForward
        case .yank: .yank
        case .yankPop: .yankPop
        case .undo: .undo
        case .redo: .redo
        case .submit: .submit
        }
    }

    /// Runs the command on a buffer; returns whether text or cursor changed. `submit` changes nothing.
    func run(on buffer: inout TextEditingBuffer) -> Bool {
        switch self {
        case .moveLeft: buffer.moveLeft()
        case .moveRight: buffer.moveRight()
        case .moveWordLeft: buffer.moveWordLeft()
        case .moveWordRight: buffer.moveWordRight()
        case .moveToStart: buffer.moveToStart()
        case .moveToEnd: buffer.moveToEnd()
        case .deleteBackward: buffer.deleteBackward()
        case .deleteForward: buffer.deleteForward()
        case .killToEnd: buffer.killToEnd()
        case .killToStart: buffer.killToStart()
        case .killWhitespaceWordBackward: buffer.killWhitespaceWordBackward()
        case .killWordBackward: buffer.killWordBackward()
        case .killWordForward: buffer.killWordForward()
        case .yank: buffer.yank()
        case .yankPop: buffer.yankPop()
        case .undo: buffer.undo()
        case .redo: buffer.redo()
        case .submit: false
        }
    }
}

extension TextField {
    /// The default key-binding table (see the table on `TextField`). Only undo and redo show hints.
    public static let defaultKeyBindings: [KeyBinding] = {
        func bind(_ keys: [Key], _ command: TextFieldCommand, hint: String = "") -> [KeyBinding] {
            keys.enumerated().map { offset, key in
                KeyBinding(key, command.command, hint: hint, isHintVisible: offset == 0 && !hint.isEmpty)
            }
        }
        return bind([.left, .ctrl("b")], .moveLeft)
            + bind([.right, .ctrl("f")], .moveRight)
            + bind([.alt("b"), Key(.left, modifiers: .ctrl)], .moveWordLeft)
            + bind([.alt("f"), Key(.right, modifiers: .ctrl)], .moveWordRight)
            + bind([.home, .ctrl("a")], .moveToStart)
            + bind([.end, .ctrl("e")], .moveToEnd)
            + bind([.backspace], .deleteBackward)
            + bind([.delete, .ctrl("d")], .deleteForward)
            + bind([.ctrl("k")], .killToEnd)
            + bind([.ctrl("u")], .killToStart)
            + bind([.ctrl("w")], .killWhitespaceWordBackward)
            + bind([Key(.backspace, modifiers: .alt)], .killWordBackward)
            + bind([.alt("d")], .killWordForward)
            + bind([.ctrl("y")], .yank)
            + bind([.alt("y")], .yankPop)
            + bind([.ctrl("_"), .ctrl("/")], .undo, hint: "Undo")
            + bind([.alt("_"), .alt("/")], .redo, hint: "Redo")
            + bind([.enter], .submit) + clipboardKeyBindings
    }()
}

/// The editing commands a `TextField` handles besides the standard moves (`.moveLeft`, `.moveRight`,
/// `.moveToStart`, `.moveToEnd`) and `.submit`.
extension Command {
    /// Moves one word left.
    public static let moveWordLeft = Command("moveWordLeft", help: "Word left")
    /// Moves one word right.
    public static let moveWordRight = Command("moveWordRight", help: "Word right")
    /// Deletes the grapheme before the cursor.
    public static let deleteBackward = Command("deleteBackward", help: "Delete backward")
    /// Deletes the grapheme under the cursor.
    public static let deleteForward = Command("deleteForward", help: "Delete forward")
    /// Kills (cuts into the kill ring) to the end.
    public static let killToEnd = Command("killToEnd", help: "Cut to the end")
    /// Kills to the start.
    public static let killToStart = Command("killToStart", help: "Cut to the start")
    /// Kills the whitespace-delimited word before the cursor.
    public static let killWhitespaceWordBackward = Command("killWhitespaceWordBackward", help: "Cut to whitespace")
    /// Kills the word before the cursor.
    public static let killWordBackward = Command("killWordBackward", help: "Cut word backward")
    /// Kills the word after the cursor.
    public static let killWordForward = Command("killWordForward", help: "Cut word forward")
    /// Inserts the last kill.
    public static let yank = Command("yank", help: "Paste the last cut")
    /// Replaces the text just yanked with the kill before it.
    public static let yankPop = Command("yankPop", help: "Paste an older cut")
    /// Undoes the last edit step.
    public static let undo = Command("undo", help: "Undo")
    /// Redoes the last undone edit step.
    public static let redo = Command("redo", help: "Redo")
}
