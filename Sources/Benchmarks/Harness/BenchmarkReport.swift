import Foundation

/// Prints results and budget checks as tables and writes them as JSON.
enum BenchmarkReport {
    /// The header of the results table.
    static let header = [
        pad("suite", 10), pad("benchmark", 58), pad("value", 14, right: true), pad("unit", 12), "detail",
    ].joined(separator: " ")

    /// One table row for a result.
    static func row(_ result: BenchmarkResult) -> String {
        [
            pad(result.suite, 10), pad(result.name, 58),
            pad(result.failure == nil ? format(result.value) : "—", 14, right: true),
            pad(result.unit, 12), detail(result),
        ].joined(separator: " ")
    }

    /// One line for a budget check, e.g. `PASS  typing one character: 3 bytes ≤ 8`.
    static func line(_ check: BudgetCheck) -> String {
        "\(check.verdict.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) \(check.rule): \(check.detail)"
    }

    /// Writes results and budget checks as pretty JSON at `path`, creating folders as needed.
    static func writeJSON(_ results: [BenchmarkResult], budget: [BudgetCheck], runs: Int, to path: String) throws {
        struct Document: Encodable {
            let runs: Int
            let results: [BenchmarkResult]
            let budget: [BudgetCheck]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Document(runs: runs, results: results, budget: budget))
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A figure for the table: integers with thousands separators (`12 345 678`), small values
    /// with up to two decimals.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        if abs(value) < 100, value != value.rounded() { return String(format: "%.2f", value) }
        let digits = String(Int(value.rounded()).magnitude)
        var grouped = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index.isMultiple(of: 3) { grouped.append(" ") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + String(grouped.reversed())
    }

    private static func detail(_ result: BenchmarkResult) -> String {
        if let failure = result.failure { return "not measured: \(failure)" }
        if let subject = result.subjectPerOperation, let reference = result.referencePerOperation,
            let pairs = result.pairs
        {
            return "\(format(subject)) / \(format(reference)) ns CPU/op, median of \(pairs) pairs"
        }
        if let operationsPerSecond = result.operationsPerSecond { return "\(format(operationsPerSecond)) ops/s" }
        if let p99 = result.p99, let samples = result.samples {
            let wall = result.wallP50.map { ", wall p50 \(format($0)) ns" } ?? ""
            return "p99 \(format(p99)) ns, \(samples) samples\(wall)"
        }
        return ""
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
