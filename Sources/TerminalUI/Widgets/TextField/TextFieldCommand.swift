/// The editing commands of a `TextField`'s key-binding table, by name.
public enum TextFieldCommand: String, CaseIterable, Sendable {
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
                KeyBinding(key, command: command.rawValue, hint: hint, isHintVisible: offset == 0 && !hint.isEmpty)
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
            + bind([.enter], .submit)
    }()
}
