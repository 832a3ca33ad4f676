import ReCurses
import ReCursesTesting

/// The command palette with 10⁴ commands: filtering for one keystroke of a query typed, erased and
/// typed again, and the whole keystroke in a palette on screen (the field's edit, the filter and
/// the redraw of the shown rows with their highlighted letters).
enum PaletteBenchmarks: BenchmarkSuite {
    static let name = "palette"

    static func benchmarks() -> [Benchmark] {
        [filter(count: 10_000), keystroke(count: 10_000)]
    }

    /// `count` entries titled like real commands ("Open recent file 42", "Toggle word wrap 7"…).
    static func entries(count: Int) -> [CommandPaletteEntry] {
        let verbs = ["Open", "Close", "Toggle", "Show", "Hide", "Go to", "Sort", "Reload", "Rename", "Copy", "Find"]
        let nouns = [
            "recent file", "word wrap", "side bar", "line numbers", "terminal", "folder", "selection", "lines",
            "symbol", "path", "status bar", "minimap", "problems", "output",
        ]
        return (0..<count).map { index in
            let title = "\(verbs[index % verbs.count]) \(nouns[(index / verbs.count) % nouns.count]) \(index)"
            return CommandPaletteEntry(title: title, command: Command("command\(index)"))
        }
    }

    /// The queries one typing session goes through, a keystroke each: typed, erased, typed again.
    static let queries = ["t", "to", "tog", "togg", "toggle", "toggle w", "toggle wo", "tw", "t", "", "sl", "s", ""]

    /// `CommandPaletteModel.filter` of `count` entries, one keystroke a sample.
    static func filter(count: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "filter \(BenchmarkReport.format(Double(count))) commands: one keystroke",
            kind: .latency(samples: 2_000, warmUp: 50) {
                var model = CommandPaletteModel(entries: entries(count: count))
                var step = 0
                return {
                    model.filter(queries[step % queries.count])
                    step += 1
                }
            })
    }

    /// A key typed into a palette of `count` entries on an 80×24 screen (a letter, then Backspace),
    /// presented to the fake terminal.
    static func keystroke(count: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "palette of \(BenchmarkReport.format(Double(count))) commands: type and erase a letter",
            kind: .latency(samples: 2_000, warmUp: 50) {
                let palette = CommandPaletteView(entries: entries(count: count), context: CommandContext(chain: []))
                let driver = ViewDriver(palette, size: Size(width: 80, height: 24))
                driver.window.focus(palette.field)
                driver.type("t")
                var typed = false
                return {
                    if typed { driver.press(.backspace) } else { driver.type("o") }
                    typed.toggle()
                }
            })
    }
}
