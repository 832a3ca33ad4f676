/// One rule of the performance budget, checked against the results of a run.
struct BudgetRule {
    /// What the rule promises, e.g. "typing one character writes at most 8 bytes".
    let name: String
    /// The ids ("suite/name") of the results the rule reads.
    let inputs: [String]
    /// Decides the verdict from the results it reads (all present and measured).
    let evaluate: ([BenchmarkResult]) -> (passed: Bool, detail: String)

    /// The result `id` is at most `limit`.
    static func atMost(_ name: String, _ id: String, _ limit: Double) -> Self {
        Self(name: name, inputs: [id]) { results in
            let value = results[0].value
            let detail =
                "\(BenchmarkReport.format(value)) \(results[0].unit) \(value <= limit ? "≤" : ">") \(BenchmarkReport.format(limit))"
            return (value <= limit, detail)
        }
    }

    /// The result `id` divided by the result `reference` is at most `maxRatio`.
    static func ratio(_ name: String, _ id: String, over reference: String, atMost maxRatio: Double) -> Self {
        Self(name: name, inputs: [id, reference]) { results in
            let (value, base) = (results[0].value, results[1].value)
            let ratio = base > 0 ? value / base : (value > 0 ? .infinity : 1)
            let passed = ratio <= maxRatio
            let detail =
                "\(BenchmarkReport.format(value)) / \(BenchmarkReport.format(base)) \(results[0].unit) = "
                + "\(String(format: "%.2f", ratio))× \(passed ? "≤" : ">") \(String(format: "%.2f", maxRatio))×"
            return (passed, detail)
        }
    }

    /// The result `id` equals the result `reference` (counts: bytes, not times).
    static func equal(_ name: String, _ id: String, to reference: String) -> Self {
        Self(name: name, inputs: [id, reference]) { results in
            let (value, base) = (results[0].value, results[1].value)
            let detail =
                "\(BenchmarkReport.format(value)) \(value == base ? "=" : "≠") \(BenchmarkReport.format(base)) \(results[0].unit)"
            return (value == base, detail)
        }
    }

    /// The interleaved result `id` (the median of its pairs' ratios) is at most `maxRatio`.
    static func pairedRatio(_ name: String, _ id: String, atMost maxRatio: Double) -> Self {
        Self(name: name, inputs: [id]) { results in
            let result = results[0]
            let passed = result.value <= maxRatio
            let sides = [result.subjectPerOperation, result.referencePerOperation].map {
                BenchmarkReport.format($0 ?? .nan)
            }
            let detail =
                "\(String(format: "%.2f", result.value))× \(passed ? "≤" : ">") \(String(format: "%.2f", maxRatio))×, "
                + "median of \(result.pairs ?? 0) interleaved pairs (\(sides[0]) / \(sides[1]) ns CPU/op)"
            return (passed, detail)
        }
    }

    /// Checks the rule: SKIP when an input was not run (filtered out), FAIL when one failed to measure.
    func check(_ results: [String: BenchmarkResult]) -> BudgetCheck {
        let found = inputs.compactMap { results[$0] }
        guard found.count == inputs.count else {
            let unmeasured = results.values.first { result in
                result.failure != nil && inputs.contains { $0.hasPrefix(result.id + ": ") }
            }
            if let unmeasured {
                return BudgetCheck(
                    rule: name, verdict: .fail,
                    detail: "\(unmeasured.id) not measured: \(unmeasured.failure ?? "")")
            }
            return BudgetCheck(rule: name, verdict: .skip, detail: "not run")
        }
        if let failed = found.first(where: { $0.failure != nil }) {
            return BudgetCheck(rule: name, verdict: .fail, detail: "\(failed.id) not measured: \(failed.failure ?? "")")
        }
        let (passed, detail) = evaluate(found)
        return BudgetCheck(rule: name, verdict: passed ? .pass : .fail, detail: detail)
    }
}

/// The verdict of one budget rule.
struct BudgetCheck: Encodable {
    /// Whether a rule held.
    enum Verdict: String, Encodable {
        case pass = "PASS"
        case fail = "FAIL"
        case skip = "SKIP"
    }

    /// The rule's name.
    let rule: String
    /// The verdict.
    let verdict: Verdict
    /// The figures behind the verdict.
    let detail: String
}
