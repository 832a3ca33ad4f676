/// The measurements of one benchmark: the duration of each run, summarised by the median.
struct BenchmarkResult: Codable {
    /// The suite's name.
    let suite: String
    /// The benchmark's name.
    let name: String
    /// Operations per run.
    let operations: Int
    /// The duration of each run in seconds, in the order they ran.
    let runSeconds: [Double]

    /// The median run duration in seconds.
    var medianSeconds: Double {
        let sorted = runSeconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Operations per second at the median run.
    var operationsPerSecond: Double {
        medianSeconds > 0 ? Double(operations) / medianSeconds : 0
    }

    /// Nanoseconds per operation at the median run.
    var nanosecondsPerOperation: Double {
        operations > 0 ? medianSeconds * 1e9 / Double(operations) : 0
    }

    private enum CodingKeys: String, CodingKey {
        case suite, name, operations, runSeconds, medianSeconds, operationsPerSecond, nanosecondsPerOperation
    }

    init(suite: String, name: String, operations: Int, runSeconds: [Double]) {
        self.suite = suite
        self.name = name
        self.operations = operations
        self.runSeconds = runSeconds
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        suite = try container.decode(String.self, forKey: .suite)
        name = try container.decode(String.self, forKey: .name)
        operations = try container.decode(Int.self, forKey: .operations)
        runSeconds = try container.decode([Double].self, forKey: .runSeconds)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(suite, forKey: .suite)
        try container.encode(name, forKey: .name)
        try container.encode(operations, forKey: .operations)
        try container.encode(runSeconds, forKey: .runSeconds)
        try container.encode(medianSeconds, forKey: .medianSeconds)
        try container.encode(operationsPerSecond, forKey: .operationsPerSecond)
        try container.encode(nanosecondsPerOperation, forKey: .nanosecondsPerOperation)
    }
}
