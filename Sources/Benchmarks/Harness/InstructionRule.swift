/// A rule of the instruction budget: the instructions one operation of a benchmark executes, counted
/// by callgrind, are at most `budget`. Instruction counts do not depend on the machine's load or
/// speed, so such a rule holds or fails the same way on every run.
struct InstructionRule {
    /// What the rule promises, e.g. "dispatch with one subscriber at most 1 300 instructions".
    let name: String
    /// The benchmark measured ("suite/name"), a throughput or a latency one.
    let benchmarkID: String
    /// For a latency benchmark, how many operations are counted (after its warm-up); a throughput
    /// benchmark counts one body of its own operations.
    let samples: Int
    /// The most instructions an operation may take.
    let budget: Double

    /// A rule on `benchmarkID` with `budget` instructions per operation.
    init(_ name: String, _ benchmarkID: String, samples: Int = 50, atMost budget: Double) {
        self.name = name
        self.benchmarkID = benchmarkID
        self.samples = samples
        self.budget = budget
    }
}

/// What one instruction rule measured.
struct InstructionCheck: Encodable {
    /// The rule's name.
    let rule: String
    /// The benchmark measured.
    let benchmark: String
    /// Instructions per operation (nil when it could not be measured).
    let measured: Double?
    /// The budget per operation.
    let budget: Double
    /// The verdict.
    let verdict: BudgetCheck.Verdict
    /// The figures behind the verdict, or why there are none.
    let detail: String
}
