/// What the store keeps for one listener: its callback and, optionally, a weak owner whose
/// deallocation removes it.
final class ListenerBox<Input> {
    let receive: (Input) -> Void
    /// The listener's key in the store's table.
    let key: Int
    weak var owner: AnyObject?
    var hasOwner = false
    /// False once removed; a round in progress then skips it.
    var isActive = true

    init(key: Int, receive: @escaping (Input) -> Void) {
        self.key = key
        self.receive = receive
    }

    /// Whether the listener should still be called: not removed and its owner (if any) alive.
    var isLive: Bool { isActive && (!hasOwner || owner != nil) }

    /// Calls the listener if it is live; returns false (and deactivates the box) when it is not,
    /// so that the caller drops it.
    func deliver(_ input: Input) -> Bool {
        guard isActive else { return true }
        guard isLive else {
            isActive = false
            return false
        }
        receive(input)
        return true
    }
}
