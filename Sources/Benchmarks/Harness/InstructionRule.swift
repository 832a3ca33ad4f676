/// A rule of the instruction budget: the instructions one operation of a benchmark executes, counted
/// by callgrind, are at most `budget`; or, for a rule with a `reference`, at most `budget` times the
/// instructions of one operation of the reference. Instruction counts do not depend on the machine's
/// load or speed, so such a rule holds or fails the same way on every run.
struct InstructionRule {
    /// What one count measures: a throughput or latency benchmark, or one side of an interleaved one.
    struct Target {
        /// The benchmark measured ("suite/name").
        let benchmarkID: String
        /// For an interleaved benchmark, the side counted (nil for the others).
        let side: InterleavedSide?
        /// Functions whose instructions (with all they call) are left out of the count: their
        /// inclusive cost in the measured region, read from callgrind's calls to them.
        let excludedFunctions: [String]

        /// The benchmark `benchmarkID`, or its `side` when it is interleaved, without the
        /// instructions of `excludedFunctions`.
        init(_ benchmarkID: String, side: InterleavedSide? = nil, excluding excludedFunctions: [String] = []) {
            self.benchmarkID = benchmarkID
            self.side = side
            self.excludedFunctions = excludedFunctions
        }

        /// The target as the measured child's arguments name it.
        var arguments: [String] { [benchmarkID] + (side.map { [$0.rawValue] } ?? []) }
    }

    /// What the rule promises, e.g. "dispatch with one subscriber at most 1 300 instructions".
    let name: String
    /// What is counted.
    let target: Target
    /// What the count is compared with, for a ratio rule.
    let reference: Target?
    /// For a latency benchmark (or an interleaved side), how many operations are counted (after its
    /// warm-up); a throughput benchmark counts one body of its own operations.
    let samples: Int
    /// The most instructions an operation may take, or for a ratio rule the largest ratio.
    let budget: Double

    /// The benchmark measured ("suite/name").
    var benchmarkID: String { target.benchmarkID }

    /// A rule on `benchmarkID` with `budget` instructions per operation.
    init(_ name: String, _ benchmarkID: String, samples: Int = 50, atMost budget: Double) {
        self.name = name
        target = Target(benchmarkID)
        reference = nil
        self.samples = samples
        self.budget = budget
    }

    /// A rule on the ratio of `target`'s instructions per operation to `reference`'s.
    init(_ name: String, ratioOf target: Target, to reference: Target, samples: Int = 50, atMost ratio: Double) {
        self.name = name
        self.target = target
        self.reference = reference
        self.samples = samples
        budget = ratio
    }
}

/// A side of an interleaved benchmark, counted on its own.
enum InterleavedSide: String {
    /// The side the benchmark's ratio bounds.
    case subject
    /// The side it is compared with.
    case reference
}

/// What one instruction rule measured.
struct InstructionCheck: Encodable {
    /// The rule's name.
    let rule: String
    /// The benchmark measured.
    let benchmark: String
    /// Instructions per operation, or the ratio for a ratio rule (nil when it could not be measured).
    let measured: Double?
    /// The budget per operation, or the largest ratio.
    let budget: Double
    /// The verdict.
    let verdict: BudgetCheck.Verdict
    /// The figures behind the verdict, or why there are none.
    let detail: String
}
