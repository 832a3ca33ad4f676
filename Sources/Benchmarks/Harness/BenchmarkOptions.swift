/// The command line of `recurses-bench`.
struct BenchmarkOptions {
    /// Timed runs per benchmark (`--runs N`).
    var runs = 7
    /// Where the JSON goes (`--json PATH`).
    var jsonPath = ".build/bench.json"
    /// Only benchmarks whose "suite/name" contains this text run (`--filter TEXT`).
    var filter: String?
    /// Whether to list the benchmarks instead of running them (`--list`).
    var listOnly = false

    /// The usage text.
    static let usage = """
        usage: recurses-bench [--runs N] [--json PATH] [--filter TEXT] [--list]
          --runs N       timed runs per benchmark (default 7; the median is reported)
          --json PATH    where to write the results (default .build/bench.json)
          --filter TEXT  run only benchmarks whose "suite/name" contains TEXT
          --list         list the benchmarks and exit
        """

    /// Parses arguments (without the program name); throws a message for bad input.
    init(arguments: [String]) throws(BenchmarkOptionsError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs":
                guard let value = remaining.popFirst(), let runs = Int(value), runs > 0 else {
                    throw BenchmarkOptionsError(message: "--runs needs a positive number")
                }
                self.runs = runs
            case "--json":
                guard let value = remaining.popFirst(), !value.isEmpty else {
                    throw BenchmarkOptionsError(message: "--json needs a path")
                }
                jsonPath = value
            case "--filter":
                guard let value = remaining.popFirst() else {
                    throw BenchmarkOptionsError(message: "--filter needs a text")
                }
                filter = value
            case "--list":
                listOnly = true
            case "-h", "--help":
                throw BenchmarkOptionsError(message: nil)
            default:
                throw BenchmarkOptionsError(message: "unknown argument \(argument)")
            }
        }
    }
}

/// A bad command line; `message` is nil when help was asked for.
struct BenchmarkOptionsError: Error {
    let message: String?
}
