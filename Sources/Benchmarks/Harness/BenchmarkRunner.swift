/// Runs benchmarks: one untimed warm-up run, then `runs` timed runs, each on a fresh fixture.
struct BenchmarkRunner {
    /// Timed runs per benchmark.
    var runs: Int

    /// Measures one benchmark.
    func run(_ benchmark: Benchmark) -> BenchmarkResult {
        benchmark.prepare()()
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<max(runs, 1) {
            let body = benchmark.prepare()
            let elapsed = clock.measure(body)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return BenchmarkResult(suite: benchmark.suite, name: benchmark.name,
                               operations: benchmark.operations, runSeconds: seconds)
    }
}
