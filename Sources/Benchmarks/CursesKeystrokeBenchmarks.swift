import Glibc
import ReCurses
import ReCursesTesting

/// Keystroke → frame through real ncurses, in this process: a connected list or `DataTable` of 100
/// rows (selection in the store) in an `Application` on a `CursesTerminal` drawing on a
/// pseudo-terminal this process opens, so a key pays for ncurses' `doupdate` and its one `write` as
/// in `recurses-list`. The terminal's output is read and dropped after each key; as the kernel hands
/// it to the reading side when it gets to it, the reads a key takes vary, and so does its instruction
/// count, by about 0.1 % from run to run.
enum CursesKeystrokeBenchmarks: BenchmarkSuite {
    static let name = "curses"

    static func benchmarks() -> [Benchmark] {
        [
            downAndUp("list of 100 rows: Down") { RowListScreen(store: $0) },
            downAndUp("table of 100 rows: Down") { RowTableScreen(store: $0) },
            scrollingDown("list of 10 000 rows: Down, scrolling") { RowListScreen(store: $0) },
        ]
    }

    /// Down again and again on the screen `makeScreen` builds over a store of 10 000 rows: past the
    /// warm-up, every key scrolls the list by a row.
    static func scrollingDown(
        _ name: String, makeScreen: @escaping @MainActor (Store<RowListState>) -> Screen
    ) -> Benchmark {
        Benchmark(
            suite: Self.name, name: name,
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: 10_000, storingTexts: true)
                guard let rig = CursesKeystrokeRig(root: makeScreen(store)) else {
                    return { fatalError("no pseudo-terminal for the ncurses keystroke benchmark") }
                }
                return { rig.press(.down) }
            })
    }

    /// Down and Up in turn on the screen `makeScreen` builds over a store of 100 rows that keep
    /// their texts (as an app's model does).
    static func downAndUp(
        _ name: String, makeScreen: @escaping @MainActor (Store<RowListState>) -> Screen
    ) -> Benchmark {
        Benchmark(
            suite: Self.name, name: name,
            kind: .latency(samples: 2_000, warmUp: 100) {
                let store = RowListState.store(count: 100, storingTexts: true)
                guard let rig = CursesKeystrokeRig(root: makeScreen(store)) else {
                    return { fatalError("no pseudo-terminal for the ncurses keystroke benchmark") }
                }
                var presses = 0
                return {
                    presses += 1
                    rig.press(presses.isMultiple(of: 2) ? .up : .down)
                }
            })
    }
}

/// An `Application` on a `CursesTerminal` drawing on a pseudo-terminal of 80×24, stepped without the
/// run loop. Only one is alive at a time: making one gives the previous one's terminal back.
@MainActor
final class CursesKeystrokeRig {
    /// The rig alive now.
    private static var current: CursesKeystrokeRig?

    private let pty: PseudoTerminalPair
    private let stepper: ApplicationStepper
    /// Where the terminal's output is read into and dropped.
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: 65_536, alignment: 16)

    /// Starts `root` full screen on a new pseudo-terminal and draws the first frame; nil when no
    /// pseudo-terminal could be opened or ncurses did not start.
    init?(root: Screen) {
        Self.current?.stop()
        Self.current = nil
        guard let pty = try? PseudoTerminalPair(rows: 24, columns: 80) else { return nil }
        self.pty = pty
        let terminal = CursesTerminal(
            options: CursesTerminalOptions(
                noColor: false, ttyPath: pty.slavePath, suspendOnCtrlZ: false, terminalType: "xterm-256color"))
        stepper = ApplicationStepper(root: root, terminal: terminal)
        guard (try? stepper.start()) != nil else { return nil }
        dropOutput()
        Self.current = self
    }

    /// Hands the application one key, runs the render pass it scheduled and drops what it wrote.
    func press(_ key: Key) {
        stepper.press([key])
        dropOutput()
    }

    /// Reads the terminal until it has nothing more (its master side does not block).
    private func dropOutput() {
        while read(pty.master, buffer, 65_536) > 0 {}
    }

    /// Gives the terminal back.
    private func stop() {
        stepper.stop()
        buffer.deallocate()
    }
}
