import Foundation

/// Prints results as a table and writes them as JSON.
enum BenchmarkReport {
    /// The header of the table.
    static let header = [
        pad("suite", 8), pad("benchmark", 52), pad("ops/s", 14, right: true), pad("ns/op", 12, right: true),
    ].joined(separator: " ")

    /// One table row for a result.
    static func row(_ result: BenchmarkResult) -> String {
        [
            pad(result.suite, 8), pad(result.name, 52),
            pad(format(result.operationsPerSecond), 14, right: true),
            pad(String(format: "%.1f", result.nanosecondsPerOperation), 12, right: true),
        ].joined(separator: " ")
    }

    /// Writes the results as pretty JSON at `path`, creating folders as needed.
    static func writeJSON(_ results: [BenchmarkResult], runs: Int, to path: String) throws {
        struct Document: Codable {
            let runs: Int
            let results: [BenchmarkResult]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Document(runs: runs, results: results))
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// A number with thousands separators and no decimals, e.g. `12 345 678`.
    static func format(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var grouped = ""
        for (index, digit) in digits.reversed().enumerated() {
            if index > 0, index.isMultiple(of: 3) { grouped.append(" ") }
            grouped.append(digit)
        }
        return String(grouped.reversed())
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
