import Testing

@testable import ReCursesTesting
@testable import TerminalUICore
@testable import TerminalWidgets

/// A counter that shows its value; `forgetsToRedraw` makes it change a value of 15 or more without
/// asking to be redrawn, the fault a conformance run exists to catch.
@MainActor
private final class Counter: View {
    var forgetsToRedraw = false
    var value = 0 {
        didSet { if !forgetsToRedraw || value < 15 { setNeedsDisplay() } }
    }

    override func draw(into canvas: inout Canvas) {
        canvas.put("count \(value)", at: .zero, style: theme.normal)
    }
}

@MainActor @Suite struct RenderConformanceRunTests {
    private static func run(forgetting: Bool) -> RenderConformanceRun<Counter> {
        RenderConformanceRun(
            "Counter", size: Size(width: 10, height: 2),
            actions: [
                .resize(upTo: Size(width: 12, height: 3)),
                ConformanceAction(weight: 3) { context in
                    context.view.value += context.int(in: 1...9)
                    return "value = \(context.view.value)"
                },
            ]
        ) {
            let counter = Counter()
            counter.forgetsToRedraw = forgetting
            return counter
        }
    }

    @Test func aWidgetThatRedrawsWhatChangedConformsAndEveryStepIsCounted() {
        let report = Self.run(forgetting: false).run(seed: 3, steps: 40)
        #expect(report.conforms)
        #expect(report.steps == 40 && report.framesCompared == 41)
        let summary = Self.run(forgetting: false).run(seeds: 1...3, steps: 10)
        #expect(summary.runs == 3 && summary.steps == 30 && summary.framesCompared == 33)
    }

    @Test func aWidgetThatForgetsToRedrawIsCaughtWithItsSeedStepsAndFrames() throws {
        let report = Self.run(forgetting: true).run(seed: 7, steps: 40)
        let mismatch = try #require(report.mismatch)
        let step = try #require(mismatch.step)
        #expect(mismatch.steps.last?.number == step && report.steps == mismatch.steps.count)
        #expect(mismatch.report.contains("seed 7") && mismatch.report.contains("after step \(step)"))
        #expect(mismatch.report.contains("incremental") && mismatch.report.contains("full draw"))
        #expect(mismatch.difference.cells.contains { $0.position.y == 0 })
        let reduced = try #require(mismatch.reducedSteps)
        #expect(reduced.count < mismatch.steps.count && reduced.allSatisfy { $0.description.hasPrefix("value") })
        #expect(mismatch.report.contains("Reduced to \(reduced.count) of those steps"))
    }

    @Test func aStepReplaysTheSameWhateverRanBeforeIt() {
        var first = RenderConformanceRun<Counter>.random(seed: 5, step: 12)
        var second = RenderConformanceRun<Counter>.random(seed: 5, step: 12)
        var other = RenderConformanceRun<Counter>.random(seed: 5, step: 13)
        let value = first.next()
        #expect(value == second.next() && value != other.next())
    }

    @Test func theFullDrawLeavesTheIncrementalStateAlone() {
        let counter = Counter()
        let driver = ViewDriver(counter, size: Size(width: 10, height: 1))
        counter.forgetsToRedraw = true
        counter.value = 40
        let draws = counter.drawCount
        #expect(RenderConformanceCheck.difference(in: driver.window, terminal: driver.terminal) != nil)
        #expect(counter.drawCount == draws && !driver.window.needsRender)
        #expect(driver.window.currentFrame.lines == ["count 0   "])
    }
}
