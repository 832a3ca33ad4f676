/// The totals of conformance runs of one view over many seeds: seeds, steps and frames compared, and
/// the first mismatch found.
public struct ConformanceSummary: Sendable, Equatable {
    /// What the runs checked.
    public let name: String
    /// Runs added (one a seed).
    public private(set) var runs = 0
    /// Steps performed over all runs.
    public private(set) var steps = 0
    /// Frames compared with a fresh full draw over all runs.
    public private(set) var framesCompared = 0
    /// The first mismatch found, if any.
    public private(set) var mismatch: ConformanceMismatch?

    /// Empty totals for runs named `name`.
    public init(name: String) {
        self.name = name
    }

    /// Adds one run's counts (and its mismatch, when it is the first).
    public mutating func add(_ report: ConformanceReport) {
        runs += 1
        steps += report.steps
        framesCompared += report.framesCompared
        if mismatch == nil { mismatch = report.mismatch }
    }

    /// Adds another summary's counts (and its mismatch, when it is the first).
    public mutating func add(_ other: ConformanceSummary) {
        runs += other.runs
        steps += other.steps
        framesCompared += other.framesCompared
        if mismatch == nil { mismatch = other.mismatch }
    }

    /// One line: the name, runs, steps, frames compared and differences.
    public var line: String {
        "\(name): \(runs) runs, \(steps) steps, \(framesCompared) frames compared, \(mismatch == nil ? 0 : 1) differences"
    }

    /// Whether every frame of every run equalled its full draw.
    public var conforms: Bool { mismatch == nil }
}
