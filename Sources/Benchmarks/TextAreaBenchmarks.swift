import ReCurses
import ReCursesTesting

/// A `TextArea`: typing in the middle of a long document against a short one (interleaved), both
/// filling the 80×8 view so the screen work is the same (the cost of a key must not grow with the
/// document), and a 1 MB bracketed paste applied and drawn in 80×24.
enum TextAreaBenchmarks: BenchmarkSuite {
    static let name = "textarea"

    static func benchmarks() -> [Benchmark] {
        [
            Benchmark(
                suite: name, name: "type a letter in 100 000 against 10 lines",
                kind: .interleaved(
                    .latency(subject: "100 000 lines", reference: "10 lines") { isSubject in
                        typing(lines: isSubject ? 100_000 : 10)
                    })),
            paste(bytes: 1 << 20),
        ]
    }

    /// `count` lines of prose-like text.
    static func document(lines count: Int) -> String {
        (0..<count).map { "line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
    }

    /// A letter typed in the middle line of a `lines`-line document, then deleted, in turn.
    static func typing(lines: Int) -> @MainActor () -> Void {
        let area = TextArea(text: document(lines: lines))
        let driver = ViewDriver(area, size: Size(width: 80, height: 8))
        area.select(TextAreaSelection(cursor: TextPosition(line: lines / 2, column: 10)))
        driver.runUntilIdle()
        var presses = 0
        return {
            presses += 1
            if presses.isMultiple(of: 2) {
                driver.press(.backspace)
            } else {
                driver.press(.character("x"))
            }
        }
    }

    /// A bracketed paste of about `bytes` bytes (lines of 64 bytes) at the end of the text, drawn.
    static func paste(bytes: Int) -> Benchmark {
        let line = String(repeating: "pasted text, ", count: 5) + "end 日本\n"
        let text = String(repeating: line, count: max(1, bytes / line.utf8.count))
        return Benchmark(
            suite: name, name: "paste 1 MB",
            kind: .latency(samples: 5, warmUp: 1) {
                let area = TextArea()
                let driver = ViewDriver(area, size: Size(width: 80, height: 24))
                return { driver.paste(text) }
            })
    }
}
