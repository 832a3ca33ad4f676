/// Something a view, a screen or the app can do, by name: what a key binding runs, and what the
/// status bar, the help dialog and menus list.
///
/// The built-in commands are static members (`.activate`, `.toggle`, `.moveDown`, `.help`, …); an app
/// adds its own the same way:
///
/// ```swift
/// extension Command {
///     static let reverse = Command("reverse")
/// }
/// ```
///
/// A command may say what it does for the help dialog (`Command("reverse", help: "Reverse the
/// list")`); without that, the help dialog reads its name as words ("Reverse").
///
/// A command may carry an argument (`Command.select.with(3)`: select the third segment). Handlers are
/// registered per command name (`addCommand(.select) { command in … command.argument … }`), so one
/// handler serves every argument.
public struct Command: Hashable, Sendable, CustomStringConvertible {
    /// The command's name; two commands with the same name reach the same handler.
    public let name: String
    /// A hash of `name`, worked out once: the responder chain looks commands up on every key.
    private let nameHash: UInt64
    /// The argument this invocation carries, e.g. the number of the segment to select.
    public let argument: Int?
    /// Where the declared help text is in `CommandHelpTexts` (0: none, the name is read as words).
    /// Kept out of the value, which keys and menus copy around, so that a command stays small.
    let helpIndex: UInt32

    /// Creates a command named `name`, without an argument, which the help dialog describes as `help`
    /// ("Cut to the end"; empty, the default: its name as words).
    public init(_ name: String, help: String = "") {
        self.init(name: name, argument: nil, helpIndex: CommandHelpTexts.index(of: help), nameHash: Self.hash(of: name))
    }

    private init(name: String, argument: Int?, helpIndex: UInt32, nameHash: UInt64) {
        self.name = name
        self.nameHash = nameHash
        self.argument = argument
        self.helpIndex = helpIndex
    }

    /// The same command carrying `argument`.
    public func with(_ argument: Int) -> Command {
        Command(name: name, argument: argument, helpIndex: helpIndex, nameHash: nameHash)
    }

    /// The same command without an argument: what its handler is registered under.
    var withoutArgument: Command {
        argument == nil ? self : Command(name: name, argument: nil, helpIndex: helpIndex, nameHash: nameHash)
    }

    /// What the command does in a few words, as declared (empty: its name read as words); see `helpText`.
    var help: String { CommandHelpTexts.text(at: helpIndex) }

    /// Whether `other` is this command, whatever argument either carries.
    public func matches(_ other: Command) -> Bool { nameHash == other.nameHash && name == other.name }

    /// The name, then the argument in parentheses when there is one.
    public var description: String {
        argument.map { "\(name)(\($0))" } ?? name
    }

    /// Whether both have the same name and argument (whatever help text either declares).
    public static func == (lhs: Command, rhs: Command) -> Bool {
        lhs.nameHash == rhs.nameHash && lhs.argument == rhs.argument && lhs.name == rhs.name
    }

    /// Hashes the name (through its hash worked out once) and the argument.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(nameHash)
        hasher.combine(argument)
    }

    /// FNV-1a over the name's UTF-8 bytes.
    private static func hash(of name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
