/// One row of a menu: a command under a title, a submenu, or a separator line.
///
/// A command item is enabled exactly when the context the menu was opened from performs its command
/// (some responder of the chain has an enabled handler); the key shown beside it is the key bound to
/// the command in that context. Neither is ever given by hand, so the menu cannot disagree with
/// the keys.
public struct MenuItem: Sendable {
    /// What the item does.
    public enum Kind: Sendable {
        /// Runs the command in the context the menu was opened from.
        case command(Command)
        /// Opens a submenu of these items.
        case submenu([MenuItem])
        /// A line between groups of items.
        case separator
    }

    /// The text shown.
    public var title: String
    /// The letter that picks the item while its menu is open (shown highlighted in the title).
    public var mnemonic: Character?
    /// What the item does.
    public var kind: Kind
    /// Whether a checkmark shows before the title; `nil` for an item that is never checked.
    public var checkmark: Checkmark?

    /// Runs `command` when chosen.
    public init(_ title: String, _ command: Command, mnemonic: Character? = nil, checkmark: Checkmark? = nil) {
        self.title = title
        self.mnemonic = mnemonic
        self.kind = .command(command)
        self.checkmark = checkmark
    }

    /// Runs `command` when chosen, checked while `isChecked` returns true.
    public init(
        _ title: String, _ command: Command, mnemonic: Character? = nil,
        isChecked: @escaping @MainActor @Sendable () -> Bool
    ) {
        self.init(title, command, mnemonic: mnemonic, checkmark: .closure(isChecked))
    }

    /// Opens `items` as a submenu (→ or Enter opens it, ← closes it).
    public static func submenu(_ title: String, mnemonic: Character? = nil, _ items: [MenuItem]) -> MenuItem {
        MenuItem(title: title, mnemonic: mnemonic, kind: .submenu(items))
    }

    /// A separator line.
    public static let separator = MenuItem(title: "", mnemonic: nil, kind: .separator)

    private init(title: String, mnemonic: Character?, kind: Kind) {
        self.title = title
        self.mnemonic = mnemonic
        self.kind = kind
        self.checkmark = nil
    }

    /// The command the item runs, if it runs one.
    public var command: Command? {
        if case .command(let command) = kind { return command }
        return nil
    }

    /// Where a menu item's checkmark comes from.
    public enum Checkmark: Sendable {
        /// Asked each time the menu opens.
        case closure(@MainActor @Sendable () -> Bool)
        /// A value the app keeps up to date (or binds with `rx.isOn`).
        case bound(MenuCheckState)

        /// Whether the checkmark shows now.
        @MainActor
        public var isOn: Bool {
            switch self {
            case .closure(let isChecked): isChecked()
            case .bound(let state): state.isOn
            }
        }
    }
}
