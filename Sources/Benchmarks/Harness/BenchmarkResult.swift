/// What one benchmark measured: a headline value in a unit, and the raw figures behind it.
struct BenchmarkResult: Codable {
    /// The suite's name.
    let suite: String
    /// The benchmark's name.
    let name: String
    /// The unit of `value`, e.g. "ns CPU/op", "ns CPU p50", "bytes".
    let unit: String
    /// The headline figure: CPU ns per operation at the median run, the p50 latency, or the quantity.
    let value: Double
    /// Operations per run (throughput benchmarks).
    var operations: Int?
    /// The duration of each run in seconds, in the order they ran (throughput benchmarks; for
    /// interleaved ones, each pair's subject and reference blocks in turn).
    var runSeconds: [Double]?
    /// The median of the latency samples in nanoseconds (latency benchmarks).
    var p50: Double?
    /// The 99th percentile of the latency samples in nanoseconds (latency benchmarks).
    var p99: Double?
    /// How many latency samples were taken.
    var samples: Int?
    /// For latency results: the median wall-clock time of a sample in nanoseconds (load on the
    /// machine inflates it; the CPU time is the figure budgets use).
    var wallP50: Double?
    /// For interleaved results: the subject's CPU ns per operation, median over its blocks.
    var subjectPerOperation: Double?
    /// For interleaved results: the reference's CPU ns per operation, median over its blocks.
    var referencePerOperation: Double?
    /// For interleaved results: how many pairs of blocks were timed.
    var pairs: Int?
    /// Why the measurement could not be made, if it could not.
    var failure: String?

    /// "suite/name", what budgets refer to.
    var id: String { "\(suite)/\(name)" }

    /// Operations per second at the median run (throughput benchmarks).
    var operationsPerSecond: Double? {
        guard operations != nil, value > 0 else { return nil }
        return 1e9 / value
    }

    /// A throughput result from the run durations: the value is ns per operation at the median run.
    static func throughput(suite: String, name: String, operations: Int, runSeconds: [Double]) -> Self {
        let median = Percentile.of(runSeconds, 0.5)
        var result = Self(
            suite: suite, name: name, unit: "ns CPU/op",
            value: operations > 0 ? median * 1e9 / Double(operations) : 0)
        result.operations = operations
        result.runSeconds = runSeconds
        return result
    }

    /// A latency result from per-operation samples in nanoseconds: the value is the p50.
    static func latency(
        suite: String, name: String, samplesNanoseconds: [Double], wallNanoseconds: [Double] = []
    ) -> Self {
        let p50 = Percentile.of(samplesNanoseconds, 0.5)
        var result = Self(suite: suite, name: name, unit: "ns CPU p50", value: p50)
        result.p50 = p50
        result.p99 = Percentile.of(samplesNanoseconds, 0.99)
        result.samples = samplesNanoseconds.count
        if !wallNanoseconds.isEmpty { result.wallP50 = Percentile.of(wallNanoseconds, 0.5) }
        return result
    }

    /// An interleaved result from the blocks' CPU seconds, pair by pair: the value is the median of the
    /// pairs' ratios (subject over reference).
    static func paired(
        suite: String, name: String, subjectSeconds: [Double], referenceSeconds: [Double], operationsPerBlock: Int
    ) -> Self {
        let ratios = zip(subjectSeconds, referenceSeconds).map { subject, reference in
            reference > 0 ? subject / reference : .infinity
        }
        var result = Self(suite: suite, name: name, unit: "× (pairs)", value: Percentile.of(ratios, 0.5))
        let perOperation = 1e9 / Double(max(operationsPerBlock, 1))
        result.subjectPerOperation = Percentile.of(subjectSeconds, 0.5) * perOperation
        result.referencePerOperation = Percentile.of(referenceSeconds, 0.5) * perOperation
        result.pairs = ratios.count
        result.runSeconds = zip(subjectSeconds, referenceSeconds).flatMap { [$0, $1] }
        return result
    }

    /// A measurement that could not be made.
    static func failed(suite: String, name: String, unit: String, reason: String) -> Self {
        var result = Self(suite: suite, name: name, unit: unit, value: .nan)
        result.failure = reason
        return result
    }

    private enum CodingKeys: String, CodingKey {
        case suite, name, unit, value, operations, runSeconds, p50, p99, samples, wallP50
        case subjectPerOperation, referencePerOperation, pairs, failure
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(suite, forKey: .suite)
        try container.encode(name, forKey: .name)
        try container.encode(unit, forKey: .unit)
        try container.encode(value.isFinite ? value : nil, forKey: .value)
        try container.encodeIfPresent(operations, forKey: .operations)
        try container.encodeIfPresent(runSeconds, forKey: .runSeconds)
        try container.encodeIfPresent(p50, forKey: .p50)
        try container.encodeIfPresent(p99, forKey: .p99)
        try container.encodeIfPresent(samples, forKey: .samples)
        try container.encodeIfPresent(wallP50, forKey: .wallP50)
        try container.encodeIfPresent(subjectPerOperation, forKey: .subjectPerOperation)
        try container.encodeIfPresent(referencePerOperation, forKey: .referencePerOperation)
        try container.encodeIfPresent(pairs, forKey: .pairs)
        try container.encodeIfPresent(failure, forKey: .failure)
    }
}

/// Percentiles of a sample by the nearest-rank method.
enum Percentile {
    /// The `fraction` percentile (0.5 = median) of `values`; 0 when there are none.
    static func of(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
