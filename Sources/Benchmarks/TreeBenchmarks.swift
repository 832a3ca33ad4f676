import ReCurses
import ReCursesTesting

/// `TreeView` costs through a connected screen whose expanded nodes and selection live in the
/// store: a keystroke with 10² shown nodes, against it (interleaved) one with 10⁶ and one after
/// expanding a node of 10⁵ children, and expanding (then collapsing) a node of 10⁵ children against
/// one of 10⁴.
enum TreeBenchmarks: BenchmarkSuite {
    static let name = "tree"

    static func benchmarks() -> [Benchmark] {
        [
            keystroke(rootCount: 10, fanOut: 9),
            Benchmark(
                suite: name, name: "tree of 1 000 000 against 100 shown nodes: Down and Up",
                kind: .interleaved(
                    .latency(subject: "1 000 000 shown nodes", reference: "100 shown nodes") { isSubject in
                        isSubject ? downAndUp(rootCount: 1_000, fanOut: 999) : downAndUp(rootCount: 10, fanOut: 9)
                    })),
            Benchmark(
                suite: name, name: "tree after expanding 100 000 children against 100 shown nodes: Down and Up",
                kind: .interleaved(
                    .latency(subject: "after expanding 100 000 children", reference: "100 shown nodes") {
                        isSubject in
                        isSubject ? downAndUp(afterExpanding: 100_000) : downAndUp(rootCount: 10, fanOut: 9)
                    })),
            Benchmark(
                suite: name, name: "expand and collapse a node of 100 000 against 10 000 children",
                kind: .interleaved(
                    .throughput(subject: "100 000 children", reference: "10 000 children", operations: 10) {
                        isSubject in
                        expandAndCollapse(children: isSubject ? 100_000 : 10_000)
                    })),
        ]
    }

    /// A tree of `rootCount` roots of `fanOut` children, all shown, with the selection in the middle:
    /// Down and Up in turn.
    static func keystroke(rootCount: Int, fanOut: Int) -> Benchmark {
        let nodes = BenchmarkReport.format(Double(rootCount * (fanOut + 1)))
        return Benchmark(
            suite: name, name: "tree of \(nodes) shown nodes: Down and Up",
            kind: .latency(samples: 2_000, warmUp: 100) { downAndUp(rootCount: rootCount, fanOut: fanOut) })
    }

    /// The fixture of `keystroke`, returning its operation.
    static func downAndUp(rootCount: Int, fanOut: Int) -> @MainActor () -> Void {
        let store = NodeTreeState.store(rootCount: rootCount, fanOut: fanOut, expanded: true)
        return alternatingDownAndUp(AppDriver(store: store, screen: NodeTreeScreen(store: store)))
    }

    /// One root whose `children` the user expanded (untimed): Down and Up in turn among them.
    static func downAndUp(afterExpanding children: Int) -> @MainActor () -> Void {
        let store = NodeTreeState.store(rootCount: 1, fanOut: children, expanded: false)
        let driver = AppDriver(store: store, screen: NodeTreeScreen(store: store))
        driver.press(.down, .right, .right, .pageDown)
        return alternatingDownAndUp(driver)
    }

    /// One root of `children` children, selected: → expands it (asking for the children and
    /// drawing the frame), ← collapses it; ten times a run.
    static func expandAndCollapse(children: Int) -> @MainActor () -> Void {
        let store = NodeTreeState.store(rootCount: 1, fanOut: children, expanded: false)
        let driver = AppDriver(store: store, screen: NodeTreeScreen(store: store))
        driver.press(.down)
        return {
            for _ in 0..<10 { driver.press(.right, .left) }
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
