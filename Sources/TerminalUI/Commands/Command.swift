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
/// A command may carry an argument (`Command.select.with(3)`: select the third segment). Handlers are
/// registered per command name (`addCommand(.select) { command in … command.argument … }`), so one
/// handler serves every argument.
public struct Command: Hashable, Sendable, CustomStringConvertible {
    /// The command's name; two commands with the same name reach the same handler.
    public let name: String
    /// The argument this invocation carries, e.g. the number of the segment to select.
    public let argument: Int?

    /// Creates a command named `name`, without an argument.
    public init(_ name: String) {
        self.name = name
        self.argument = nil
    }

    private init(name: String, argument: Int?) {
        self.name = name
        self.argument = argument
    }

    /// The same command carrying `argument`.
    public func with(_ argument: Int) -> Command {
        Command(name: name, argument: argument)
    }

    /// Whether `other` is this command, whatever argument either carries.
    public func matches(_ other: Command) -> Bool { name == other.name }

    /// The name, then the argument in parentheses when there is one.
    public var description: String {
        argument.map { "\(name)(\($0))" } ?? name
    }
}
