/// A first-in, first-out buffer of fixed capacity: appending and dropping from the front cost O(1)
/// and never move the elements kept.
struct HistoryRing<Element> {
    private var storage: [Element?]
    private var head = 0
    /// How many elements are kept.
    private(set) var count = 0

    /// An empty ring that holds at most `capacity` elements (at least one).
    init(capacity: Int) {
        storage = Array(repeating: nil, count: max(capacity, 1))
    }

    /// How many elements fit.
    var capacity: Int { storage.count }

    /// The element `offset` places after the oldest one.
    subscript(offset: Int) -> Element {
        storage[(head + offset) % storage.count]!
    }

    /// Adds `element` after the newest one; the ring must not be full.
    mutating func append(_ element: Element) {
        storage[(head + count) % storage.count] = element
        count += 1
    }

    /// Forgets the `n` oldest elements (all of them when `n` exceeds the count).
    mutating func removeFirst(_ n: Int) {
        for _ in 0..<min(n, count) {
            storage[head] = nil
            head = (head + 1) % storage.count
            count -= 1
        }
    }
}
