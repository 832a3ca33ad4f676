/// One benchmark: what it measures and how.
struct Benchmark {
    /// The suite the benchmark belongs to, e.g. "store".
    let suite: String
    /// What is measured, as it appears in the table.
    let name: String
    /// How it is measured.
    let kind: BenchmarkKind

    /// "suite/name", what `--filter` matches and budgets refer to.
    var id: String { "\(suite)/\(name)" }

    /// A throughput benchmark: `prepare` builds a fresh fixture (not timed) and returns a body that
    /// performs `operations` operations; each run times one call of the body (wall clock).
    init(suite: String, name: String, operations: Int, prepare: @escaping @MainActor () -> @MainActor () -> Void) {
        self.init(suite: suite, name: name, kind: .throughput(operations: operations, prepare: prepare))
    }

    /// A benchmark of the given kind.
    init(suite: String, name: String, kind: BenchmarkKind) {
        self.suite = suite
        self.name = name
        self.kind = kind
    }
}

/// How a benchmark measures.
enum BenchmarkKind {
    /// Wall-clock time of a body performing `operations` operations, median over the runs.
    case throughput(operations: Int, prepare: @MainActor () -> @MainActor () -> Void)
    /// Thread CPU time of each of `samples` calls of one operation (after `warmUp` untimed calls),
    /// summarised by percentiles. `prepare` builds the fixture once and returns the operation.
    case latency(samples: Int, warmUp: Int, prepare: @MainActor () -> @MainActor () -> Void)
    /// Like `latency`, but each call of the timed operation is followed by an untimed one that puts
    /// the fixture back (e.g. the key that closes what the timed key opened), so that one of two
    /// alternating keys is measured alone. `prepare` builds the fixture once and returns both.
    case latencyWithReset(samples: Int, warmUp: Int, prepare: @MainActor () -> TimedAndReset)
    /// A quantity that is not a time (bytes written, live objects, memory growth), measured once.
    /// The closure returns the value, or throws when the measurement could not be made.
    case quantity(unit: String, measure: @MainActor () throws -> Double)
    /// Several quantities measured together (e.g. in one pseudo-terminal session); each becomes one
    /// result named `"\(name): \(quantity.name)"`.
    case quantities(measure: @MainActor () throws -> [Quantity])
    /// Two sides timed in turn, block against block; the figure is the median of the pairs' ratios
    /// (subject over reference), what a rule of scale invariance reads.
    case interleaved(Interleaving)
}

/// The two operations of a `.latencyWithReset` benchmark.
struct TimedAndReset {
    /// The operation measured.
    let timed: @MainActor () -> Void
    /// The operation run after each timed one, unmeasured, to put the fixture back.
    let reset: @MainActor () -> Void
}

/// One figure of a `.quantities` benchmark.
struct Quantity {
    /// What it is, appended to the benchmark's name.
    let name: String
    /// Its unit, e.g. "bytes".
    let unit: String
    /// Its value.
    let value: Double
}

/// A group of benchmarks, one file each (`StoreBenchmarks.swift`, …), registered in `main.swift`.
@MainActor
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
