// recurses-bench: runs the registered benchmark suites, prints a table and the performance budget,
// and writes JSON.
import Foundation

/// Every suite, in report order. Add yours here (one file per suite).
let suites: [any BenchmarkSuite.Type] = [
    StoreBenchmarks.self,
    ConnectionBenchmarks.self,
    KeystrokeBenchmarks.self,
    CursesKeystrokeBenchmarks.self,
    TreeBenchmarks.self,
    PaletteBenchmarks.self,
    RenderBenchmarks.self,
    AllocationBenchmarks.self,
    MemoryBenchmarks.self,
    PtyBenchmarks.self,
    WebBenchmarks.self,
    TimeBenchmarks.self,
    ListAppBenchmarks.self,
    TextAreaBenchmarks.self,
    MonitorBenchmarks.self,
    SSHServeBenchmarks.self,
]

if CommandLine.arguments.dropFirst().first == PtyChannel.childArgument {
    PtyChild.run(kind: CommandLine.arguments.dropFirst(2).first)
}
if CommandLine.arguments.dropFirst().first == InstructionRunner.childArgument {
    let arguments = Array(CommandLine.arguments.dropFirst(2))
    let side = arguments.count == 3 ? InterleavedSide(rawValue: arguments[2]) : nil
    guard arguments.count == 2 || side != nil, let samples = Int(arguments[1]),
        let benchmark = suites.flatMap({ $0.benchmarks() }).first(where: { $0.id == arguments[0] }),
        MeasuredRegion.measure(benchmark, samples: samples, side: side) != nil
    else {
        FileHandle.standardError.write(Data("recurses-bench: cannot count \(arguments)\n".utf8))
        exit(2)
    }
    exit(0)
}

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

if options.countsInstructions {
    exit(InstructionReport.run(suites.flatMap { $0.benchmarks() }, options: options))
}

let selected = suites.flatMap { $0.benchmarks() }.filter(options.selects)
if options.listOnly {
    for benchmark in selected { print(benchmark.id) }
    exit(0)
}

print("recurses-bench: \(selected.count) benchmarks; throughput is the median of \(options.runs) runs")
print(BenchmarkReport.header)
let runner = BenchmarkRunner(runs: options.runs)
var results: [BenchmarkResult] = []
for benchmark in selected {
    for result in runner.run(benchmark) {
        results.append(result)
        print(BenchmarkReport.row(result))
    }
}

let resultsByID = Dictionary(results.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
let budget = PerformanceBudget.rules.map { $0.check(resultsByID) }
print("\nperformance budget")
for outcome in budget { print(BenchmarkReport.line(outcome)) }

do {
    try BenchmarkReport.writeJSON(results, budget: budget, runs: options.runs, to: options.jsonPath)
    print("results written to \(options.jsonPath)")
} catch {
    FileHandle.standardError.write(Data("recurses-bench: cannot write \(options.jsonPath): \(error)\n".utf8))
    exit(1)
}
exit(budget.contains { $0.verdict == .fail } ? 1 : 0)
