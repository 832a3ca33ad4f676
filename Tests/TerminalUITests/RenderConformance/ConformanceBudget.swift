import Glibc
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// How long each widget's conformance runs are: a few hundred steps in `make test`, or
/// `RECURSES_CONFORMANCE_STEPS` steps per widget when set (`make conformance`), in runs of
/// `stepsPerSeed` steps, one seed each. With the variable set, each widget prints its totals.
@MainActor
enum ConformanceBudget {
    /// Steps of one run (one seed).
    static let stepsPerSeed = 150

    /// The steps each widget runs when the variable is not set.
    static let defaultSteps = 300

    /// The steps each widget runs: the variable's value when set, else `defaultSteps`.
    static var stepsPerWidget: Int {
        guard let value = getenv("RECURSES_CONFORMANCE_STEPS"), let steps = Int(String(cString: value)) else {
            return defaultSteps
        }
        return max(stepsPerSeed, steps)
    }

    /// Whether the long runs of `make conformance` are on (totals are printed).
    static var isLongRun: Bool { getenv("RECURSES_CONFORMANCE_STEPS") != nil }

    /// Runs `run` over as many seeds as the budget allows (`weight` times the steps of one widget),
    /// prints the totals in a long run, and records an issue with the report of a mismatch.
    static func check<Content: View>(
        _ run: RenderConformanceRun<Content>, weight: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let seeds = max(1, (stepsPerWidget * weight + stepsPerSeed - 1) / stepsPerSeed)
        let summary = run.run(seeds: 1...UInt64(seeds), steps: stepsPerSeed)
        if isLongRun { print("conformance \(summary.line)") }
        summary.expectConformance(sourceLocation: sourceLocation)
    }
}
