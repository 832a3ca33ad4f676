/// A key's way along the chain: the window asks each responder in turn, and the default
/// `Responder.handle(_:)` of the one being asked runs its binding of the key from the table.
extension ActiveBindings {
    /// The key being dispatched along the chain, and which responder is being asked.
    struct Dispatch {
        let key: Key
        /// The first row of the key, -1 when nothing binds it.
        var row: Int
        /// The position in `chain` of the responder whose `handle(_:)` runs now.
        var position = 0
        /// `version` when the dispatch began: the table it reads has not changed since.
        let version: Int
    }

    /// Starts dispatching `event` along the chain; returns the dispatch it interrupts (a key
    /// dispatched from inside a handler), to be put back by `endDispatch`.
    func beginDispatch(of event: Event) -> Dispatch? {
        let interrupted = dispatch
        if case .key(let key) = event {
            dispatch = Dispatch(key: key, row: firstRowOfKey[key] ?? -1, version: version)
        } else {
            dispatch = nil
        }
        return interrupted
    }

    /// Ends a dispatch, putting back the one it interrupted.
    func endDispatch(restoring interrupted: Dispatch?) {
        dispatch = interrupted
    }

    /// Records that the responder at `position` of the chain is being asked to handle the key.
    func ask(position: Int) {
        dispatch?.position = position
    }

    /// Runs the binding of the key being dispatched that `responder`'s table holds, when
    /// `responder` is the one being asked and the table is still the one the dispatch began with:
    /// the first target that performs the command now performs it. Returns nil when the dispatch
    /// is not about `responder` and `key` (the caller looks its own table up).
    func runBinding(of key: Key, for responder: Responder) -> Bool? {
        guard let current = dispatch, current.version == version, isCurrent, current.key == key,
            chain[current.position].responder === responder
        else { return nil }
        var row = current.row
        while row >= 0, rows[row].owner < current.position { row = rows[row].nextOfKey }
        dispatch?.row = row
        guard row >= 0, rows[row].owner == current.position else { return false }
        let entry = rows[row]
        for index in entry.targetRange {
            let handler = targets[index].handler
            if let isEnabled = handler.isEnabled, !isEnabled() { continue }
            handler.perform(entry.binding.command)
            return true
        }
        return false
    }
}
