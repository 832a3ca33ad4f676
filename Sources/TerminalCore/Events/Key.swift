/// A key press: a key code plus the modifiers held. Ctrl-A is `.character("a")` with `.ctrl`.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var code: KeyCode
    /// Ctrl, Alt, Shift.
    public var modifiers: KeyModifiers

    /// Creates a key press.
    public init(_ code: KeyCode, modifiers: KeyModifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// Enter.
    public static let enter = Key(.enter)
    /// Shift-Enter: told apart from Enter by terminals that speak the kitty keyboard protocol or
    /// xterm's modifyOtherKeys; others send Enter.
    public static let shiftEnter = Key(.enter, modifiers: .shift)
    /// Tab.
    public static let tab = Key(.tab)
    /// Shift-Tab.
    public static let backTab = Key(.backTab)
    /// Escape.
    public static let escape = Key(.escape)
    /// Backspace.
    public static let backspace = Key(.backspace)
    /// Delete.
    public static let delete = Key(.delete)
    /// Insert.
    public static let insert = Key(.insert)
    /// Arrow up.
    public static let up = Key(.up)
    /// Arrow down.
    public static let down = Key(.down)
    /// Arrow left.
    public static let left = Key(.left)
    /// Arrow right.
    public static let right = Key(.right)
    /// Home.
    public static let home = Key(.home)
    /// End.
    public static let end = Key(.end)
    /// Page up.
    public static let pageUp = Key(.pageUp)
    /// Page down.
    public static let pageDown = Key(.pageDown)

    /// The Menu (context menu) key, which terminals send as F16 (`CSI 29 ~`).
    public static let menu = Key(.function(16))

    /// A character typed without modifiers.
    public static func character(_ character: Character) -> Key {
        Key(.character(character))
    }

    /// Ctrl plus a character; letters are stored lower-case, so `.ctrl("S") == .ctrl("s")`.
    public static func ctrl(_ character: Character) -> Key {
        Key(.character(Key.folded(character)), modifiers: .ctrl)
    }

    /// Alt plus a character (case kept: Alt-b and Alt-B differ).
    public static func alt(_ character: Character) -> Key {
        Key(.character(character), modifiers: .alt)
    }

    /// Function key `number` (F1 is 1).
    public static func function(_ number: Int) -> Key {
        Key(.function(number))
    }

    /// This key with `extra` modifiers added.
    public func with(_ extra: KeyModifiers) -> Key {
        Key(code, modifiers: modifiers.union(extra))
    }

    /// The character, if this is a character key without Ctrl or Alt (what a text field inserts).
    public var insertableCharacter: Character? {
        guard case .character(let character) = code, modifiers.isDisjoint(with: [.ctrl, .alt]) else { return nil }
        return character
    }

    /// A short human label for hints and menus: "Ctrl-S", "Alt-B", "Shift-↑", "F5", "Enter", "q".
    public var label: String { KeyLabel.text(for: self) }

    /// Same as `label`.
    public var description: String { label }

    static func folded(_ character: Character) -> Character {
        character.isASCII && character.isUppercase ? Character(character.lowercased()) : character
    }
}
