import TerminalUI

/// A seeded random sequence of steps on one view, checking after every step that what was drawn
/// incrementally equals a fresh full draw of the same state (`RenderConformanceCheck`).
///
/// The view is shown alone in a `ViewDriver` (focused when it can be); each step is one of
/// `actions`, picked by weight with random numbers of its own, followed by the render it causes.
/// The incremental path is never invalidated by the check, so the run exercises exactly the
/// partial redraws an app does. The first mismatch ends the run; its report holds the seed, the step,
/// every step before it and both frames, and a reduced list of steps that still fails.
///
/// ```swift
/// let run = RenderConformanceRun("List", size: Size(width: 20, height: 6), actions: [
///     .press([.up, .down, .pageDown]),
///     .resize(upTo: Size(width: 30, height: 10)),
///     ConformanceAction { context in
///         let count = context.int(in: 0...9)
///         context.view.items = (0..<count).map { Row(id: $0, name: context.text(maxLength: 8)) }
///         return "\(count) rows"
///     },
/// ]) { ListView<Row> { $0.name } }
/// run.run(seed: 1, steps: 200).expectConformance()
/// ```
@MainActor
public struct RenderConformanceRun<Content: View> {
    /// What the run checks, named in its reports.
    public let name: String
    /// The terminal size the view starts at.
    public let size: Size
    /// The theme the view is drawn with.
    public let theme: Theme
    /// The kinds of steps.
    public let actions: [ConformanceAction<Content>]
    /// Makes a new view for each run (and each replay while reducing a mismatch).
    let makeView: @MainActor () -> Content
    /// The most replays spent looking for fewer steps that still end in a mismatch.
    public var reductionReplays = 150

    /// A run named `name` of `actions` on views made by `makeView`, shown at `size` with `theme`.
    public init(
        _ name: String, size: Size, theme: Theme = .default, actions: [ConformanceAction<Content>],
        makeView: @escaping @MainActor () -> Content
    ) {
        precondition(!actions.isEmpty, "a conformance run needs at least one action")
        self.name = name
        self.size = size
        self.theme = theme
        self.actions = actions
        self.makeView = makeView
    }

    /// Runs `steps` steps from `seed`, checking the first frame and the frame after every step.
    public func run(seed: UInt64, steps: Int) -> ConformanceReport {
        let outcome = replay(seed: seed, stepNumbers: Array(0..<max(0, steps)))
        guard let failure = outcome.failure else {
            return ConformanceReport(
                seed: seed, steps: outcome.steps.count, framesCompared: outcome.frames, mismatch: nil)
        }
        var mismatch = ConformanceMismatch(
            name: name, seed: seed, step: failure.step, steps: outcome.steps, difference: failure.difference)
        if let reduced = reduce(seed: seed, failingSteps: outcome.steps.map(\.number)) {
            mismatch.reducedSteps = reduced.steps
            mismatch.reducedDifference = reduced.failure?.difference
        }
        return ConformanceReport(
            seed: seed, steps: outcome.steps.count, framesCompared: outcome.frames, mismatch: mismatch)
    }

    /// Runs `steps` steps from each of `seeds`, stopping at the first mismatch.
    public func run(seeds: some Sequence<UInt64>, steps: Int) -> ConformanceSummary {
        var summary = ConformanceSummary(name: name)
        for seed in seeds {
            summary.add(run(seed: seed, steps: steps))
            if summary.mismatch != nil { break }
        }
        return summary
    }

    /// What one replay did: the steps performed, the frames compared, and where it failed.
    struct Outcome {
        var steps: [ConformanceMismatch.Step] = []
        var frames = 0
        var failure: (step: Int?, difference: FrameDifference)?
    }

    /// Performs the steps numbered `stepNumbers` (in that order) on a new view, checking every frame.
    func replay(seed: UInt64, stepNumbers: [Int]) -> Outcome {
        let driver = ViewDriver(makeView(), size: size, theme: theme)
        var outcome = Outcome()
        outcome.frames = 1
        if let difference = RenderConformanceCheck.difference(in: driver.window, terminal: driver.terminal) {
            outcome.failure = (nil, difference)
            return outcome
        }
        let totalWeight = actions.reduce(0) { $0 + $1.weight }
        for number in stepNumbers {
            let context = ConformanceContext(driver: driver, random: Self.random(seed: seed, step: number))
            var pick = context.int(below: totalWeight)
            let action = actions.first { action in
                pick -= action.weight
                return pick < 0
            }
            let description = (action ?? actions[0]).perform(context)
            driver.runUntilIdle()
            outcome.steps.append(ConformanceMismatch.Step(number: number, description: description))
            outcome.frames += 1
            if let difference = RenderConformanceCheck.difference(in: driver.window, terminal: driver.terminal) {
                outcome.failure = (number, difference)
                return outcome
            }
        }
        return outcome
    }

    /// Fewer of `failingSteps` that still end in a mismatch: chunks of steps are left out, halving the
    /// chunk size, while the replay keeps failing (within `reductionReplays` replays).
    func reduce(seed: UInt64, failingSteps: [Int]) -> Outcome? {
        var kept = failingSteps
        var best: Outcome?
        var replays = 0
        var chunk = max(1, kept.count / 2)
        while replays < reductionReplays {
            var start = 0
            var removed = false
            while start < kept.count, replays < reductionReplays {
                let candidate = Array(kept[..<start] + kept[min(kept.count, start + chunk)...])
                replays += 1
                let outcome = replay(seed: seed, stepNumbers: candidate)
                if outcome.failure != nil {
                    kept = outcome.steps.map(\.number)
                    best = outcome
                    removed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 && !removed { break }
            chunk = max(1, chunk / 2)
        }
        return best
    }

    /// The random numbers of step `step` of the run seeded `seed`: the same whatever ran before.
    static func random(seed: UInt64, step: Int) -> SeededRandomGenerator {
        var mixer = SeededRandomGenerator(seed: seed ^ (UInt64(step) &* 0xD1B5_4A32_D192_ED03))
        return SeededRandomGenerator(seed: mixer.next())
    }
}
