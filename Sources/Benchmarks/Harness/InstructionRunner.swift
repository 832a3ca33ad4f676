import Foundation

/// Checks the instruction budget: each rule's benchmark runs in a child of this executable under
/// `valgrind --tool=callgrind`, collecting only inside `MeasuredRegion` (`--collect-atstart=no
/// --toggle-collect=measured_region_run`), with deterministic hashing, so the count is the same on
/// every run and under any load. The child is a copy of this executable without its debug
/// information, which valgrind's reader cannot always parse (it keeps its symbols).
@MainActor
struct InstructionRunner {
    /// The argument that makes this executable a measured child: `--instruction-child ID SAMPLES`.
    static let childArgument = "--instruction-child"

    /// The valgrind executable.
    let valgrind: String
    /// Where callgrind writes its output files.
    let outputFolder: String
    /// The executable the children run.
    let child: String

    /// A runner using the first `valgrind` on the `PATH`; nil when there is none.
    init?(outputFolder: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let found = path.split(separator: ":").map({ "\($0)/valgrind" }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        valgrind = found
        self.outputFolder = outputFolder
        child = Self.copyWithoutDebugInformation(ChildSpawner.ownExecutable, into: outputFolder)
    }

    /// A copy of `executable` in `folder` stripped of its debug information, or `executable` itself
    /// when no `strip` could make one.
    private static func copyWithoutDebugInformation(_ executable: String, into folder: String) -> String {
        let copy = "\(folder)/recurses-bench"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(atPath: copy)
        for strip in ["/usr/bin/strip", "/usr/bin/llvm-strip"] where FileManager.default.isExecutableFile(atPath: strip)
        {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: strip)
            process.arguments = ["--strip-debug", "-o", copy, executable]
            guard (try? process.run()) != nil else { continue }
            process.waitUntilExit()
            if process.terminationStatus == 0 { return copy }
        }
        return executable
    }

    /// Measures one rule's benchmark (and its reference's, for a ratio rule) among `benchmarks` and
    /// judges it.
    func check(_ rule: InstructionRule, benchmarks: [Benchmark]) -> InstructionCheck {
        do {
            let measured = try perOperation(rule.target, samples: rule.samples, benchmarks: benchmarks)
            guard let reference = rule.reference else {
                let passed = measured.instructions <= rule.budget
                let detail =
                    "\(BenchmarkReport.format(measured.instructions)) instructions/op \(passed ? "≤" : ">") "
                    + "\(BenchmarkReport.format(rule.budget)) (\(BenchmarkReport.format(Double(measured.total))) in "
                    + "\(measured.operations) ops)"
                return InstructionCheck(
                    rule: rule.name, benchmark: rule.benchmarkID, measured: measured.instructions, budget: rule.budget,
                    verdict: passed ? .pass : .fail, detail: detail)
            }
            let base = try perOperation(reference, samples: rule.samples, benchmarks: benchmarks)
            let ratio = measured.instructions / base.instructions
            let passed = ratio <= rule.budget
            let detail =
                "\(BenchmarkReport.format(measured.instructions)) / \(BenchmarkReport.format(base.instructions)) "
                + "instructions/op = \(String(format: "%.3f", ratio))× \(passed ? "≤" : ">") "
                + "\(String(format: "%.2f", rule.budget))×"
            return InstructionCheck(
                rule: rule.name, benchmark: rule.benchmarkID, measured: ratio, budget: rule.budget,
                verdict: passed ? .pass : .fail, detail: detail)
        } catch {
            return failed(rule, "\(error)")
        }
    }

    /// Counts `target`'s instructions per operation.
    private func perOperation(
        _ target: InstructionRule.Target, samples: Int, benchmarks: [Benchmark]
    ) throws -> (instructions: Double, total: Int, operations: Int) {
        guard let benchmark = benchmarks.first(where: { $0.id == target.benchmarkID }) else {
            throw InstructionCountError("no benchmark \(target.benchmarkID)")
        }
        guard let operations = MeasuredRegion.operations(of: benchmark, samples: samples, side: target.side) else {
            throw InstructionCountError("\(target.arguments.joined(separator: " ")) cannot be counted")
        }
        let total = try count(target, samples: samples)
        guard total > 0 else { throw InstructionCountError("no instruction counted in the measured region") }
        return (Double(total) / Double(operations), total, operations)
    }

    /// Runs the child under callgrind and returns the instructions counted in its measured region.
    private func count(_ target: InstructionRule.Target, samples: Int) throws -> Int {
        let output =
            "\(outputFolder)/callgrind.out.\(getpid()).\(abs((target.arguments + target.excludedFunctions).hashValue))"
        let log = "\(output).log"
        defer {
            try? FileManager.default.removeItem(atPath: output)
            try? FileManager.default.removeItem(atPath: log)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments =
            [
                "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=measured_region_run",
            ] + [
                "--callgrind-out-file=\(output)", "--log-file=\(log)", child,
                Self.childArgument, target.benchmarkID, String(samples),
            ] + (target.side.map { [$0.rawValue] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let tail = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(5)
            throw InstructionCountError(
                "the child exited with \(process.terminationStatus): \(tail?.joined(separator: " | ") ?? "")")
        }
        let text = try String(contentsOfFile: output, encoding: .utf8)
        for prefix in ["totals:", "summary:"] {
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }),
                let total = Int(line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces))
            {
                return total - CallgrindOutput.inclusiveCost(of: target.excludedFunctions, in: text)
            }
        }
        throw InstructionCountError("no totals in \(output)")
    }

    private func failed(_ rule: InstructionRule, _ reason: String) -> InstructionCheck {
        InstructionCheck(
            rule: rule.name, benchmark: rule.benchmarkID, measured: nil, budget: rule.budget, verdict: .fail,
            detail: "not measured: \(reason)")
    }
}

/// Why an instruction count could not be made.
struct InstructionCountError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
