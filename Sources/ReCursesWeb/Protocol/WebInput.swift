import TerminalCore

/// What the page sends, as the framework's events: keys as a terminal's input parser would report
/// them (Ctrl-letters folded to lower case, Shift on special keys, Shift-Tab as back-tab), text and
/// paste, the mouse, a resize.
public enum WebInput {
    /// What a message means to the session: events to deliver, or a new size.
    public enum Meaning: Hashable, Sendable {
        /// Events for the application.
        case events([Event])
        /// The window has this size in cells.
        case resize(Size)
    }

    /// The meaning of `message`; nil when it names nothing the framework knows (an unknown key name,
    /// a mouse operation out of range): such a message is ignored, not an error.
    public static func meaning(of message: ClientMessage) -> Meaning? {
        if let name = message.k {
            return key(named: name, modifiers: message.modifiers).map { .events([.key($0)]) }
        }
        if let text = message.t {
            let keys = text.sanitizedTyping.map { Event.key(.character($0)) }
            return keys.isEmpty ? nil : .events(keys)
        }
        if let text = message.p {
            return .events([.paste(text.replacing("\r\n", with: "\n").replacing("\r", with: "\n"))])
        }
        if let operation = message.o {
            return mouse(operation, message).map { .events([.mouse($0)]) }
        }
        if let size = message.r, size.count == 2 {
            return .resize(Size(width: max(0, size[0]), height: max(0, size[1])))
        }
        return nil
    }

    /// The key a browser names `name` (`KeyboardEvent.key`) with `modifiers` held.
    public static func key(named name: String, modifiers: KeyModifiers) -> Key? {
        if let code = namedKeys[name] {
            if code == .tab, modifiers.contains(.shift) {
                return Key(.backTab, modifiers: modifiers.subtracting(.shift))
            }
            return Key(code, modifiers: modifiers)
        }
        if name.count == 1, let character = name.first, !character.isControlLike {
            // The character's case already tells Shift.
            let rest = modifiers.subtracting(.shift)
            if rest.contains(.ctrl) { return Key.ctrl(character).with(rest) }
            return Key(.character(character), modifiers: rest)
        }
        if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) {
            return Key(.function(number), modifiers: modifiers)
        }
        return nil
    }

    private static let namedKeys: [String: KeyCode] = [
        "Enter": .enter, "Tab": .tab, "Escape": .escape, "Esc": .escape, "Backspace": .backspace,
        "Delete": .delete, "Insert": .insert, "ArrowUp": .up, "ArrowDown": .down, "ArrowLeft": .left,
        "ArrowRight": .right, "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown,
        "ContextMenu": .function(16), "Spacebar": .character(" "),
    ]

    private static func mouse(_ operation: String, _ message: ClientMessage) -> MouseEvent? {
        guard let x = message.x, let y = message.y, x >= 0, y >= 0 else { return nil }
        let point = Point(x: x, y: y)
        let modifiers = message.modifiers
        let button: MouseButton =
            switch message.b ?? 0 {
            case 0: .left
            case 1: .middle
            case 2: .right
            case let other: .other(other)
            }
        switch operation {
        case "d": return .press(button, at: point, modifiers: modifiers)
        case "u": return .release(button, at: point, modifiers: modifiers)
        case "g": return .drag(button, at: point, modifiers: modifiers)
        case "m": return .move(at: point, modifiers: modifiers)
        case "v": return .wheelUp(at: point, modifiers: modifiers)
        case "w": return .wheelDown(at: point, modifiers: modifiers)
        case "l": return .wheelLeft(at: point, modifiers: modifiers)
        case "r": return .wheelRight(at: point, modifiers: modifiers)
        default: return nil
        }
    }
}

extension Character {
    /// Whether the character is a control character (never typed as text).
    fileprivate var isControlLike: Bool {
        unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }
}

extension String {
    /// The characters of typed text a text field may take: control characters dropped, line breaks
    /// kept out (Enter is a key of its own).
    fileprivate var sanitizedTyping: [Character] {
        filter { !$0.isControlLike && !$0.isNewline }.map { $0 }
    }
}
