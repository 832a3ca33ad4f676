/// One measured operation: `prepare` builds the fixture (not timed) and returns the body that is
/// timed; the body performs `operations` operations, so the result reads as operations per second.
struct Benchmark {
    /// The suite the benchmark belongs to, e.g. "store".
    let suite: String
    /// What is measured, as it appears in the table.
    let name: String
    /// How many operations one call of the timed body performs.
    let operations: Int
    /// Builds a fresh fixture and returns the timed body. Called once per run.
    let prepare: () -> () -> Void
}

/// A group of benchmarks, one file each (`StoreBenchmarks.swift`, …), registered in `main.swift`.
protocol BenchmarkSuite {
    /// The suite's name, used by `--filter` and in the report.
    static var name: String { get }
    /// The benchmarks of the suite, in the order they are reported.
    static func benchmarks() -> [Benchmark]
}

/// Keeps a value alive so that the optimiser cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
