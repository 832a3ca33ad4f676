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

    /// Whether the ring holds as many elements as fit.
    var isFull: Bool { count == storage.count }

    /// The element `offset` places after the oldest one.
    subscript(offset: Int) -> Element {
        storage[slot(offset)]!
    }

    /// The storage slot of the element `offset` places after the oldest one.
    private func slot(_ offset: Int) -> Int {
        let slot = head + offset
        return slot < storage.count ? slot : slot - storage.count
    }

    /// Adds `element` after the newest one; the ring must not be full.
    mutating func append(_ element: Element) {
        storage[slot(count)] = element
        count += 1
    }

    /// Forgets the `n` oldest elements (all of them when `n` exceeds the count).
    mutating func removeFirst(_ n: Int) {
        for _ in 0..<min(n, count) {
            storage[head] = nil
            head = head + 1 == storage.count ? 0 : head + 1
            count -= 1
        }
    }
}
