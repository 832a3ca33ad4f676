/// A conformance run's first frame that differs from a fresh full draw: the seed and the step that
/// reproduce it, the steps that led there, the difference, and the fewest of those steps found to
/// reproduce it too.
public struct ConformanceMismatch: Sendable, Equatable {
    /// A step as the run performed it: its number in the run and what it did.
    public struct Step: Sendable, Equatable {
        /// The step's number (0 is the first); replaying a step with its number repeats it exactly.
        public let number: Int
        /// What the step did.
        public let description: String
    }

    /// What the run checks (the widget's name), as given to the run.
    public let name: String
    /// The run's seed.
    public let seed: UInt64
    /// The number of the step after which the frames differed; nil when the first frame did.
    public let step: Int?
    /// Every step up to and including `step`.
    public let steps: [Step]
    /// How the frame differed.
    public let difference: FrameDifference
    /// A shorter list of the same steps that also ends in a difference (nil when none was found).
    public var reducedSteps: [Step]?
    /// The difference the reduced steps end in.
    public var reducedDifference: FrameDifference?

    /// The failure message: seed, step, the steps, the frames side by side, and the reduced steps.
    public var report: String {
        var lines = [
            "\(name): \(step.map { "the frame after step \($0)" } ?? "the first frame") differs from a fresh full draw "
                + "(seed \(seed)).",
            "Steps (seed \(seed)):",
        ]
        lines += steps.map { "  \($0.number). \($0.description)" }
        lines.append(difference.report())
        if let reducedSteps, let reducedDifference, reducedSteps.count < steps.count {
            lines.append("Reduced to \(reducedSteps.count) of those steps (seed \(seed), numbers as above):")
            lines += reducedSteps.map { "  \($0.number). \($0.description)" }
            lines.append(reducedDifference.report())
        }
        return lines.joined(separator: "\n")
    }
}
