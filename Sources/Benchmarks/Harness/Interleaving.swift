/// Two sides of a ratio measured in turn, block against block (A B, B A, A B, …), so that whatever the
/// machine does meanwhile (other processes, a drifting clock speed, a busy cache) weighs on both
/// alike. Each pair of adjacent blocks gives one ratio; the figure is the median of those ratios.
struct Interleaving {
    /// One side: its name and how its blocks are made.
    struct Side {
        /// What the side measures, e.g. "list of 1 000 000 rows".
        let name: String
        /// Builds the side's fixture (untimed) and returns a block of `operationsPerBlock` operations.
        let prepare: @MainActor () -> @MainActor () -> Void
    }

    /// The side the rule bounds (the numerator).
    let subject: Side
    /// The side it is compared with (the denominator).
    let reference: Side
    /// Operations in one block; a figure per operation is a block's time divided by it.
    let operationsPerBlock: Int
    /// How many pairs of blocks are timed.
    let pairs: Int
    /// Untimed blocks run on each side first.
    let warmUpBlocks: Int
    /// Whether every pair gets fresh fixtures (blocks that change their fixture as they go, such as
    /// dispatching into a store) rather than one fixture per side for all blocks.
    let freshFixtures: Bool

    /// Keystroke-like sides: `prepare` builds the fixture and returns one operation; a block runs it
    /// `operationsPerBlock` times (an even number keeps alternating keys such as Down and Up balanced).
    static func latency(
        subject: String, reference: String, operationsPerBlock: Int = 10, pairs: Int = 200, warmUp: Int = 100,
        prepare: @escaping @MainActor (_ isSubject: Bool) -> @MainActor () -> Void
    ) -> Self {
        func side(_ name: String, isSubject: Bool) -> Side {
            Side(name: name) {
                let operation = prepare(isSubject)
                return {
                    for _ in 0..<operationsPerBlock { operation() }
                }
            }
        }
        return Self(
            subject: side(subject, isSubject: true), reference: side(reference, isSubject: false),
            operationsPerBlock: operationsPerBlock, pairs: pairs,
            warmUpBlocks: max(1, warmUp / operationsPerBlock), freshFixtures: false)
    }

    /// Throughput-like sides: `prepare` builds a fresh fixture for every block and returns a body of
    /// `operations` operations.
    static func throughput(
        subject: String, reference: String, operations: Int, pairs: Int = 15,
        prepare: @escaping @MainActor (_ isSubject: Bool) -> @MainActor () -> Void
    ) -> Self {
        Self(
            subject: Side(name: subject) { prepare(true) }, reference: Side(name: reference) { prepare(false) },
            operationsPerBlock: operations, pairs: pairs, warmUpBlocks: 1, freshFixtures: true)
    }

    /// Times the pairs: the CPU seconds of each side's block, pair by pair.
    @MainActor
    func measure() -> (subject: [Double], reference: [Double]) {
        var subjectBlock = subject.prepare()
        var referenceBlock = reference.prepare()
        for _ in 0..<warmUpBlocks {
            subjectBlock()
            referenceBlock()
        }
        var subjectSeconds: [Double] = []
        var referenceSeconds: [Double] = []
        for pair in 0..<pairs {
            if freshFixtures {
                subjectBlock = subject.prepare()
                referenceBlock = reference.prepare()
            }
            // The order alternates, so that neither side always runs right after the other.
            if pair.isMultiple(of: 2) {
                subjectSeconds.append(Self.time(subjectBlock))
                referenceSeconds.append(Self.time(referenceBlock))
            } else {
                referenceSeconds.append(Self.time(referenceBlock))
                subjectSeconds.append(Self.time(subjectBlock))
            }
        }
        return (subjectSeconds, referenceSeconds)
    }

    @MainActor
    private static func time(_ block: @MainActor () -> Void) -> Double {
        let start = ThreadCPUClock.nanoseconds()
        block()
        return Double(ThreadCPUClock.nanoseconds() - start) * 1e-9
    }
}
