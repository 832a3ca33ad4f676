import Foundation

/// `recurses-bench --instructions`: checks the instruction budget and prints it, a PASS/FAIL line a
/// rule with the measured count beside the budget, and writes it as JSON.
@MainActor
enum InstructionReport {
    /// Checks the rules whose benchmark the filters select; returns the exit status (1 on a FAIL).
    static func run(_ benchmarks: [Benchmark], options: BenchmarkOptions) -> Int32 {
        let rules = InstructionBudget.rules.filter { options.selects(id: $0.benchmarkID) }
        if options.listOnly {
            for rule in rules { print("\(rule.benchmarkID)  (\(rule.name))") }
            return 0
        }
        let folder = URL(fileURLWithPath: options.jsonPath).deletingLastPathComponent().path + "/callgrind"
        guard let runner = InstructionRunner(outputFolder: folder) else {
            FileHandle.standardError.write(Data("recurses-bench: --instructions needs valgrind on the PATH\n".utf8))
            return 2
        }
        print("recurses-bench: \(rules.count) instruction rules, counted by callgrind in the measured region")
        var checks: [InstructionCheck] = []
        for rule in rules {
            let started = Date()
            let check = runner.check(rule, benchmarks: benchmarks)
            checks.append(check)
            let seconds = String(format: "%.1f s", Date().timeIntervalSince(started))
            print(
                "\(check.verdict.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) \(check.rule): "
                    + "\(check.detail) [\(seconds)]")
        }
        let path = options.jsonPath.replacingOccurrences(of: ".json", with: "-instructions.json")
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(checks).write(to: URL(fileURLWithPath: path))
            print("results written to \(path)")
        } catch {
            FileHandle.standardError.write(Data("recurses-bench: cannot write \(path): \(error)\n".utf8))
            return 1
        }
        return checks.contains { $0.verdict == .fail } ? 1 : 0
    }
}
