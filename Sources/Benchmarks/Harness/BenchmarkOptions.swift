/// The command line of `recurses-bench`.
struct BenchmarkOptions {
    /// Timed runs per benchmark (`--runs N`).
    var runs = 7
    /// Where the JSON goes (`--json PATH`).
    var jsonPath = ".build/bench.json"
    /// Only benchmarks whose "suite/name" contains one of these texts run (`--filter TEXT`, repeatable).
    var filters: [String] = []
    /// Whether to list the benchmarks instead of running them (`--list`).
    var listOnly = false
    /// Whether to check the instruction budget under callgrind instead of timing (`--instructions`).
    var countsInstructions = false

    /// The usage text.
    static let usage = """
        usage: recurses-bench [--runs N] [--json PATH] [--filter TEXT]... [--list] [--instructions]
        Prints a table of results and the performance budget (PASS/FAIL/SKIP); exits 1 when a
        budget rule fails.
          --runs N       timed runs per benchmark (default 7; the median is reported)
          --json PATH    where to write the results (default .build/bench.json)
          --filter TEXT  run only benchmarks whose "suite/name" contains TEXT (repeatable:
                         any of them)
          --list         list the benchmarks and exit
          --instructions count instructions under valgrind's callgrind instead, and check them
                         against the instruction budget (with --list: list its rules)
        """

    /// Whether a benchmark is selected by the filters (all are when there are none).
    func selects(_ benchmark: Benchmark) -> Bool {
        selects(id: benchmark.id)
    }

    /// Whether "suite/name" is selected by the filters (all are when there are none).
    func selects(id: String) -> Bool {
        filters.isEmpty || filters.contains { id.localizedCaseInsensitiveContains($0) }
    }

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
                filters.append(value)
            case "--list":
                listOnly = true
            case "--instructions":
                countsInstructions = true
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
