import TerminalUI

/// What one conformance step works with: the view under test in its driver, and random numbers of
/// the step's own (seeded from the run's seed and the step's number, so a step replays the same
/// whichever steps ran before it).
@MainActor
public final class ConformanceContext<Content: View> {
    /// The driver showing the view on a fake terminal; input sent through it is rendered at once.
    public let driver: ViewDriver<Content>
    /// The step's random numbers.
    public var random: SeededRandomGenerator

    /// A context for one step of `driver`'s run, drawing from `random`.
    init(driver: ViewDriver<Content>, random: SeededRandomGenerator) {
        self.driver = driver
        self.random = random
    }

    /// The view under test.
    public var view: Content { driver.view }

    /// A random number in `range`.
    public func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    /// A random number from 0 up to, not including, `bound` (0 when `bound` is at most 1).
    public func int(below bound: Int) -> Int {
        bound <= 1 ? 0 : Int.random(in: 0..<bound, using: &random)
    }

    /// True once in `times` on average.
    public func chance(oneIn times: Int) -> Bool {
        int(below: times) == 0
    }

    /// A random element of `values`, which must not be empty.
    public func pick<Value>(_ values: [Value]) -> Value {
        values[int(below: values.count)]
    }

    /// Random text of up to `maxLength` graphemes, from one of `classes` picked at random.
    public func text(maxLength: Int, classes: [ConformanceText] = ConformanceText.allCases) -> String {
        pick(classes).randomText(maxLength: maxLength, using: &random)
    }

    /// `values` shuffled.
    public func shuffled<Value>(_ values: [Value]) -> [Value] {
        values.shuffled(using: &random)
    }
}
