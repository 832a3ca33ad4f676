/// The Consumers example's global part: three values of the shapes a `StateConsumer` can watch
/// (a plain value, an optional and an array), each shown as old → new when it changes.
struct ConsumersState: Equatable, Encodable {
    /// A counter changed by + and -.
    var counter: Int
    /// A nickname; `nil` until one is entered, and again when it is cleared.
    var nickname: String?
    /// Tags added one by one.
    var tags: [String]

    /// Zero, no nickname, no tags.
    static let initial = ConsumersState(counter: 0, nickname: nil, tags: [])
}
