/// The props entries of one connection, in the order they were subscribed: every new props value
/// reaches them in that order, so bindings made from one connection always apply in the order they
/// were made (a list's rows before the selection that names one of them).
///
/// It is the connection's only subscriber of `props`. Each entry reads its own part of the props in
/// place, compares it with the last value it saw and pushes only a changed one downstream, so a
/// state change costs one comparison per unchanged binding: no operator chain, no allocation.
@usableFromInline
final class PropsFanOut<Props> {
    private var entries: ContiguousArray<PropsFanOutEntry> = []
    private var isPushing = false
    private var hasPending = false
    private var pending: Props?

    @usableFromInline
    init() {}

    /// How many entries are subscribed.
    var count: Int { entries.count }

    /// Adds an entry after the others.
    func append(_ entry: PropsFanOutEntry) {
        entries.append(entry)
    }

    /// Takes an entry out; it is not called again, even by a push in progress.
    func remove(_ entry: PropsFanOutEntry) {
        entry.isActive = false
        entries.removeAll { $0 === entry }
    }

    /// Hands `props` to every entry, in order. Props sent while a push runs (a binder that sets the
    /// props) are pushed once the current push is over, so no entry ever sees values out of order.
    func push(_ props: Props) {
        guard !isPushing else {
            pending = props
            hasPending = true
            return
        }
        isPushing = true
        defer { isPushing = false }
        deliver(props)
        while hasPending {
            hasPending = false
            guard let next = pending.take() else { break }
            deliver(next)
        }
    }

    /// One round over the entries present when it starts.
    private func deliver(_ props: Props) {
        let snapshot = entries
        withUnsafePointer(to: props) { props in
            for index in snapshot.indices {
                // The snapshot keeps every entry alive for the round, so none is retained here.
                Unmanaged.passUnretained(snapshot[index])._withUnsafeGuaranteedRef { entry in
                    if entry.isActive { entry.detectChange(props) }
                }
            }
        }
    }
}

/// One subscriber's view of a props entry, as `PropsFanOut` calls it.
final class PropsFanOutEntry {
    /// True while the subscriber wants values: from its first demand until it cancels.
    var isActive = false

    /// Reads the entry from the props at the given address and passes it on when it changed.
    let detectChange: (UnsafeRawPointer) -> Void

    init(detectChange: @escaping (UnsafeRawPointer) -> Void) {
        self.detectChange = detectChange
    }
}
