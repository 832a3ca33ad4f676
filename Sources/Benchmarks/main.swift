// recurses-bench: runs the registered benchmark suites, prints ops/s and writes JSON.
import Foundation

/// Every suite, in report order. Add yours here (one file per suite).
let suites: [any BenchmarkSuite.Type] = [
    StoreBenchmarks.self,
]

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write(Data("recurses-bench: \(message)\n\(BenchmarkOptions.usage)\n".utf8))
        exit(2)
    }
    print(BenchmarkOptions.usage)
    exit(0)
}

let selected = suites.flatMap { $0.benchmarks() }.filter { benchmark in
    options.filter.map { "\(benchmark.suite)/\(benchmark.name)".localizedCaseInsensitiveContains($0) } ?? true
}
if options.listOnly {
    selected.forEach { print("\($0.suite)/\($0.name)") }
    exit(0)
}

print("recurses-bench: \(selected.count) benchmarks, median of \(options.runs) runs")
print(BenchmarkReport.header)
let runner = BenchmarkRunner(runs: options.runs)
var results: [BenchmarkResult] = []
for benchmark in selected {
    let result = runner.run(benchmark)
    results.append(result)
    print(BenchmarkReport.row(result))
}
do {
    try BenchmarkReport.writeJSON(results, runs: options.runs, to: options.jsonPath)
    print("results written to \(options.jsonPath)")
} catch {
    FileHandle.standardError.write(Data("recurses-bench: cannot write \(options.jsonPath): \(error)\n".utf8))
    exit(1)
}
