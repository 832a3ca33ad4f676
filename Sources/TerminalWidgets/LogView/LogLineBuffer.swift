/// The lines a `LogView` keeps, numbered for good: each line keeps the number it was appended with,
/// so dropping the oldest lines (the cap) does not move the others. Appending and dropping from the
/// front are O(1) amortised.
struct LogLineBuffer: Sendable {
    private var storage: [String] = []
    private var head = 0

    /// The number of the oldest line kept (lines dropped or replaced before it count too).
    private(set) var firstNumber = 0

    /// How many lines are kept.
    var count: Int { storage.count - head }

    /// Whether no line is kept.
    var isEmpty: Bool { count == 0 }

    /// One past the number of the newest line.
    var endNumber: Int { firstNumber + count }

    /// The numbers of the lines kept.
    var numbers: Range<Int> { firstNumber..<endNumber }

    /// The lines kept, oldest first.
    var lines: ArraySlice<String> { storage[head...] }

    /// The line numbered `number` (which must be in `numbers`).
    subscript(number: Int) -> String { storage[head + number - firstNumber] }

    /// Appends lines after the newest.
    mutating func append<Lines: Sequence<String>>(contentsOf lines: Lines) {
        storage.append(contentsOf: lines)
    }

    /// Drops up to `count` of the oldest lines; returns how many were dropped.
    @discardableResult
    mutating func dropFirst(_ count: Int) -> Int {
        let dropped = min(max(0, count), self.count)
        head += dropped
        firstNumber += dropped
        if head >= 1024, head >= storage.count / 2 {
            storage.removeFirst(head)
            head = 0
        }
        return dropped
    }

    /// Drops the oldest lines so that at most `limit` remain; returns how many were dropped.
    @discardableResult
    mutating func trim(toAtMost limit: Int) -> Int {
        dropFirst(count - max(0, limit))
    }

    /// Replaces every line; the new lines are numbered after every number used so far.
    mutating func replaceAll<Lines: Sequence<String>>(with lines: Lines) {
        firstNumber = endNumber
        storage = Array(lines)
        head = 0
    }
}
