/// An insertion-ordered table of objects addressed by key, with O(1) amortised insert and remove.
///
/// Removing leaves a hole (so that an iteration in progress is not disturbed); holes are squeezed
/// out by `compactIfSparse()`, which the owner calls when nobody is iterating. Compaction runs
/// only when at least half of the slots are holes, so its cost is shared by the removals that
/// made them.
struct SlotTable<Key: Hashable, Element: AnyObject> {
    /// The slots in insertion order; `nil` marks a removed element.
    private(set) var slots: ContiguousArray<Element?> = []
    private var keys: ContiguousArray<Key?> = []
    private var indexByKey: [Key: Int] = [:]
    private var holes = 0

    /// How many elements the table holds.
    var count: Int { slots.count - holes }

    /// The element stored under `key`, if any.
    func element(forKey key: Key) -> Element? {
        indexByKey[key].flatMap { slots[$0] }
    }

    /// Appends `element` under `key`; an element already stored under `key` is removed and returned.
    @discardableResult
    mutating func append(_ element: Element, forKey key: Key) -> Element? {
        let replaced = remove(forKey: key)
        indexByKey[key] = slots.count
        slots.append(element)
        keys.append(key)
        return replaced
    }

    /// Removes and returns the element stored under `key`.
    @discardableResult
    mutating func remove(forKey key: Key) -> Element? {
        guard let index = indexByKey.removeValue(forKey: key) else { return nil }
        let element = slots[index]
        slots[index] = nil
        keys[index] = nil
        holes += 1
        while let last = slots.last, last == nil {
            slots.removeLast()
            keys.removeLast()
            holes -= 1
        }
        return element
    }

    /// Removes `element` if it is the one stored under `key` (and not a newer replacement).
    mutating func remove(_ element: Element, forKey key: Key) {
        guard let index = indexByKey[key], slots[index] === element else { return }
        remove(forKey: key)
    }

    /// Squeezes the holes out when they make up at least half of the slots.
    mutating func compactIfSparse() {
        guard holes > 8, holes * 2 >= slots.count else { return }
        var newSlots = ContiguousArray<Element?>()
        var newKeys = ContiguousArray<Key?>()
        newSlots.reserveCapacity(count)
        newKeys.reserveCapacity(count)
        for (element, key) in zip(slots, keys) {
            guard let element, let key else { continue }
            indexByKey[key] = newSlots.count
            newSlots.append(element)
            newKeys.append(key)
        }
        slots = newSlots
        keys = newKeys
        holes = 0
    }

    /// Removes everything.
    mutating func removeAll() {
        slots.removeAll()
        keys.removeAll()
        indexByKey.removeAll()
        holes = 0
    }
}
