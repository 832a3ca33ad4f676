/// The props entries of one connection, in the order they were subscribed: every new props value
/// reaches them in that order, so bindings made from one connection always apply in the order they
/// were made (a list's rows before the selection that names one of them).
///
/// It is the connection's only subscriber of `props`. Each entry compares its own part of the props
/// with the last value it saw and pushes only a changed one downstream, so a state change costs one
/// comparison per unchanged binding and no operator chain.
final class PropsFanOut<Props> {
    private var entries: ContiguousArray<PropsEntryObserver<Props>> = []
    private var isPushing = false
    private var pending: Props?

    /// How many entries are subscribed.
    var count: Int { entries.count }

    /// Adds an entry after the others.
    func append(_ entry: PropsEntryObserver<Props>) {
        entries.append(entry)
    }

    /// Takes an entry out; it is not called again, even by a push in progress.
    func remove(_ entry: PropsEntryObserver<Props>) {
        entry.isSubscribed = false
        entries.removeAll { $0 === entry }
    }

    /// Hands `props` to every entry, in order. Props sent while a push runs (a binder that sets the
    /// props) are pushed once the current push is over, so no entry ever sees values out of order.
    func push(_ props: Props) {
        guard !isPushing else {
            pending = props
            return
        }
        isPushing = true
        defer { isPushing = false }
        var next: Props? = props
        while let current = next {
            let snapshot = entries
            for entry in snapshot where entry.isSubscribed {
                entry.receive(current)
            }
            next = pending
            pending = nil
        }
    }
}

/// One subscriber's view of a props entry, as `PropsFanOut` calls it.
class PropsEntryObserver<Props> {
    /// False once cancelled.
    var isSubscribed = true

    /// Receives the connection's new props.
    func receive(_ props: Props) {}
}
