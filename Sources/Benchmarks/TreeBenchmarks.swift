import ReCurses
import ReCursesTesting

/// `TreeView` costs through a connected screen whose expanded nodes and selection live in the
/// store: a keystroke with 10² and 10⁶ shown nodes, a keystroke after expanding a node of 10⁵
/// children, and expanding (then collapsing) a node of 10⁴ and of 10⁵ children.
enum TreeBenchmarks: BenchmarkSuite {
    static let name = "tree"

    static func benchmarks() -> [Benchmark] {
        [
            keystroke(rootCount: 10, fanOut: 9),
            keystroke(rootCount: 1_000, fanOut: 999),
            keystrokeAfterExpanding(children: 100_000),
            expansion(children: 10_000),
            expansion(children: 100_000),
        ]
    }

    /// A tree of `rootCount` roots of `fanOut` children, all shown, with the selection in the middle:
    /// Down and Up in turn.
    static func keystroke(rootCount: Int, fanOut: Int) -> Benchmark {
        let nodes = BenchmarkReport.format(Double(rootCount * (fanOut + 1)))
        return Benchmark(
            suite: name, name: "tree of \(nodes) shown nodes: Down and Up",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = NodeTreeState.store(rootCount: rootCount, fanOut: fanOut, expanded: true)
                let driver = AppDriver(store: store, screen: NodeTreeScreen(store: store))
                return alternatingDownAndUp(driver)
            })
    }

    /// One root whose `children` the user expanded (untimed): Down and Up in turn among them.
    static func keystrokeAfterExpanding(children: Int) -> Benchmark {
        Benchmark(
            suite: name,
            name: "tree after expanding \(BenchmarkReport.format(Double(children))) children: Down and Up",
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = NodeTreeState.store(rootCount: 1, fanOut: children, expanded: false)
                let driver = AppDriver(store: store, screen: NodeTreeScreen(store: store))
                driver.press(.down, .right, .right, .pageDown)
                return alternatingDownAndUp(driver)
            })
    }

    /// One root of `children` children, selected: → expands it (asking for the children and
    /// drawing the frame), ← collapses it; ten times a run.
    static func expansion(children: Int) -> Benchmark {
        Benchmark(
            suite: name,
            name: "expand and collapse a node of \(BenchmarkReport.format(Double(children))) children",
            operations: 10
        ) {
            let store = NodeTreeState.store(rootCount: 1, fanOut: children, expanded: false)
            let driver = AppDriver(store: store, screen: NodeTreeScreen(store: store))
            driver.press(.down)
            return {
                for _ in 0..<10 { driver.press(.right, .left) }
            }
        }
    }

    /// Presses Down and Up in turn.
    private static func alternatingDownAndUp(_ driver: AppDriver) -> @MainActor () -> Void {
        var presses = 0
        return {
            presses += 1
            driver.press(presses.isMultiple(of: 2) ? .up : .down)
        }
    }
}
