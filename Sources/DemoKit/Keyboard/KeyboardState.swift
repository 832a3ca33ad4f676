/// The Keyboard example: the last key events the terminal reported, the key held down, and what
/// they and the terminal tell of its keyboard protocol.
struct KeyboardState: Equatable, Encodable {
    /// How many events the log keeps: older ones are dropped, so the state stays small however long
    /// keys are pressed.
    static let logLimit = 40

    /// The last key events, oldest first, at most `logLimit` of them.
    var log: [KeyboardLogEntry]
    /// The key whose repeats are arriving, until it is released.
    var held: String?
    /// The kitty keyboard protocol's flags the terminal runs with, as last noted; nil when it keeps
    /// the legacy encoding (or has not answered yet).
    var kittyFlags: Int?
    /// Whether a repeat or a release arrived: only the kitty keyboard protocol reports them.
    var sawEventTypes: Bool
    /// Whether a key arrived that the legacy encoding has no bytes of its own for (Ctrl-I apart from
    /// Tab, Shift-Enter): the terminal honours xterm's modifyOtherKeys (or speaks the kitty protocol).
    var sawModifiedKeys: Bool

    /// Nothing logged, nothing known of the protocol.
    static let initial = KeyboardState(
        log: [], held: nil, kittyFlags: nil, sawEventTypes: false, sawModifiedKeys: false)
}
