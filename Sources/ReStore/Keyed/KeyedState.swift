/// The name of a part of a `KeyedState`. By default a part's key is its type's name.
public typealias StateKey = String

/// A state made of independent parts, each stored under a `StateKey` (Suas style).
///
/// Build a store of it from several `KeyedReducer`s, each owning one key, with
/// `Store(reducers:)`; read parts with `value(forKeyOfType:)` or `value(forKey:ofType:)`.
public struct KeyedState: ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private var parts: [StateKey: Any]

    /// Creates a state from parts keyed by name.
    public init(_ parts: [StateKey: Any] = [:]) {
        self.parts = parts
    }

    /// Creates a state from a literal such as `["Counter": CounterState()]`. A repeated key keeps its last value.
    public init(dictionaryLiteral elements: (StateKey, Any)...) {
        self.parts = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// The default key of a part type: the type's name.
    public static func key<Part>(for type: Part.Type) -> StateKey {
        String(describing: type)
    }

    /// The keys of all parts, sorted.
    public var keys: [StateKey] { parts.keys.sorted() }

    /// The part stored under `key`, of whatever type; setting `nil` removes it.
    public subscript(key: StateKey) -> Any? {
        get { parts[key] }
        set { parts[key] = newValue }
    }

    /// The part stored under `key`, of whatever type.
    public func value(forKey key: StateKey) -> Any? {
        parts[key]
    }

    /// The part of type `Part` stored under its default key, if there is one of that type.
    public func value<Part>(forKeyOfType type: Part.Type) -> Part? {
        parts[Self.key(for: type)] as? Part
    }

    /// The part stored under `key`, if there is one of type `Part`.
    public func value<Part>(forKey key: StateKey, ofType type: Part.Type) -> Part? {
        parts[key] as? Part
    }

    /// Stores `value` under `key`, or under its type's default key.
    public mutating func setValue<Part>(_ value: Part, forKey key: StateKey? = nil) {
        parts[key ?? Self.key(for: Part.self)] = value
    }

    /// The parts, one per line, sorted by key.
    public var description: String {
        keys.map { "\($0): \(parts[$0].map { String(describing: $0) } ?? "nil")" }.joined(separator: "\n")
    }
}
