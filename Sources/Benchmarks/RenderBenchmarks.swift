import ReCurses
import ReCursesTesting

/// Rendering cost on a `FakeTerminal`: a full repaint (every view drawn, every cell presented), one
/// changed cell (one small view drawn, the frame diffed, one cell presented) and a no-op frame. The
/// rows keep their text, as an app's model does, so the list's renderer builds no strings.
enum RenderBenchmarks: BenchmarkSuite {
    static let name = "render"

    static func benchmarks() -> [Benchmark] {
        [
            fullRepaint(Size(width: 80, height: 24), frames: 300),
            fullRepaint(Size(width: 200, height: 50), frames: 100),
            oneChangedCell(frames: 2_000),
            noOpFrame(frames: 20_000),
        ]
    }

    /// Forces a full repaint (as after a resume from Ctrl-Z) of a screen full of text: the framework's
    /// whole frame, measured as the CPU time of the thread that makes it (wall time on a shared machine
    /// measures the others' load): the resize event routed, every view laid out and drawn, the frame
    /// diffed (all of it changed) and presented, which on the fake terminal means written into its
    /// screen model and encoded as the escape sequences a terminal would be sent.
    static func fullRepaint(_ size: Size, frames: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "full repaint \(size.width)×\(size.height)",
            kind: .latency(samples: frames, warmUp: 20) {
                let (driver, _) = makeDashboard(size: size)
                return {
                    let before = driver.terminal.framesPresented
                    driver.terminal.resize(to: size)
                    driver.runUntilIdle()
                    precondition(driver.terminal.framesPresented == before + 1, "every repaint presents a frame")
                    precondition(driver.terminal.lastPresentedCellCount == size.area, "a repaint writes every cell")
                }
            })
    }

    /// Changes a one-character label at 80×24.
    static func oneChangedCell(frames: Int) -> Benchmark {
        Benchmark(suite: name, name: "one changed cell 80×24", operations: frames) {
            let (driver, screen) = makeDashboard(size: Size(width: 80, height: 24))
            return {
                for frame in 0..<frames {
                    screen.marker.text = frame.isMultiple(of: 2) ? "a" : "b"
                    driver.runUntilIdle()
                }
                precondition(driver.terminal.lastPresentedRuns.count == 1, "one run presented")
            }
        }
    }

    /// Asks for a frame when nothing changed.
    static func noOpFrame(frames: Int) -> Benchmark {
        Benchmark(suite: name, name: "no-op frame 80×24", operations: frames) {
            let (driver, _) = makeDashboard(size: Size(width: 80, height: 24))
            return {
                let before = driver.terminal.framesPresented
                for _ in 0..<frames {
                    driver.application.setNeedsRender()
                    driver.runUntilIdle()
                }
                precondition(driver.terminal.framesPresented == before, "a no-op frame presents nothing")
            }
        }
    }

    private static func makeDashboard(size: Size) -> (AppDriver, DashboardScreen) {
        let screen = DashboardScreen(rows: 1_000)
        return (AppDriver(screen: screen, size: size), screen)
    }
}

/// A one-character label above a list of long rows that fills the rest of the screen.
@MainActor
final class DashboardScreen: Screen {
    /// The label whose single cell `oneChangedCell` flips.
    let marker = Label("a")
    private let list = ListView<BenchRow>(renderer: { row, _ in ListCell(row.text) })

    init(rows: Int) {
        list.items = (0..<rows).map(BenchRow.init(storingTextOf:))
        super.init(title: "Dashboard")
    }

    override func loadView() {
        let stack = VStack()
        stack.add(marker)
        stack.add(list, sizing: .fill)
        view = stack
    }
}
