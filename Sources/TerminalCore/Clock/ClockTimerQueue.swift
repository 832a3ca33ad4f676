/// A clock's scheduled timers in firing order: earliest deadline first, and the earlier scheduled
/// first among equal deadlines. An app has a handful of timers, so a sorted array (binary search,
/// O(n) insertion and removal) beats a heap's constant factors and keeps the order obvious.
struct ClockTimerQueue {
    private(set) var timers: [ClockTimer] = []
    private var nextSequence: UInt64 = 0

    /// The timer that fires next.
    @MainActor var first: ClockTimer? { timers.first }

    /// How many timers are scheduled.
    var count: Int { timers.count }

    /// A sequence number later than every one handed out so far.
    mutating func takeSequence() -> UInt64 {
        defer { nextSequence &+= 1 }
        return nextSequence
    }

    /// Adds `timer` at its place; it fires after the timers scheduled before it for the same time.
    @MainActor mutating func insert(_ timer: ClockTimer) {
        timer.sequence = takeSequence()
        timers.insert(timer, at: index(before: timer))
    }

    /// Removes `timer`; returns false when it is not in the queue.
    @MainActor @discardableResult
    mutating func remove(_ timer: ClockTimer) -> Bool {
        let index = index(before: timer)
        guard index < timers.count, timers[index] === timer else { return false }
        timers.remove(at: index)
        return true
    }

    /// The position of the first timer that fires at or after `timer`.
    @MainActor private func index(before timer: ClockTimer) -> Int {
        var low = 0
        var high = timers.count
        while low < high {
            let middle = (low + high) / 2
            let other = timers[middle]
            if (other.deadline, other.sequence) < (timer.deadline, timer.sequence) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
