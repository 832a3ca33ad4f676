import ReStore

/// The action types a replay can rebuild from a recording, by the type name the recorder wrote.
///
/// ```swift
/// var registry = ActionRegistry()
/// registry.register(Increment.self)
/// registry.register(Rename.self, as: "Rename")
/// ```
///
/// It is `Sendable` (a decoder's user info holds it): its decoding functions only build values of
/// the registered types and capture nothing.
public struct ActionRegistry: @unchecked Sendable {
    private var decoders: [String: (any Decoder) throws -> Action] = [:]

    /// An empty registry.
    public init() {}

    /// Lets recordings name `type`: lines whose type is `name` (by default the type's name, as the
    /// recorder writes it) are decoded as `type`. Registering a name again replaces its type.
    public mutating func register<Recorded: Action & Decodable>(_ type: Recorded.Type, as name: String? = nil) {
        decoders[name ?? ActionRegistry.typeName(of: type)] = { try Recorded(from: $0) }
    }

    /// Whether recordings may name `typeName`.
    public func contains(_ typeName: String) -> Bool {
        decoders[typeName] != nil
    }

    /// The type names registered, sorted.
    public var typeNames: [String] { decoders.keys.sorted() }

    /// The name the recorder writes for actions of `type`: its name without the module.
    public static func typeName(of type: Any.Type) -> String {
        String(describing: type)
    }

    /// Decodes an action of the type registered as `typeName`; nil when none is.
    func decode(_ typeName: String, from decoder: any Decoder) throws -> Action? {
        guard let decode = decoders[typeName] else { return nil }
        return try decode(decoder)
    }
}
