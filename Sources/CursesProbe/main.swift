// curses-probe: a small full-screen program the pseudo-terminal tests of CursesTerminal drive.
//
// It draws its pid and size, wide and combining text with a marker after it, coloured text and the
// keys it received; the cursor sits after the last key. Keys: q quits normally (stop()), x calls
// exit(3) without stopping (the atexit restore), ! crashes with fatalError (the signal restore),
// n writes through a null pointer, t crashes with fatalError on another thread,
// e writes a line to stderr (held back until the terminal is restored), r stops and starts the
// terminal again (as an app does around running an editor). A paste shows as paste:text.
// With CURSES_PROBE_QUIT_REQUESTS set, SIGTERM and SIGHUP are requests to quit (deadline:
// CURSES_PROBE_QUIT_DEADLINE_MS, 2000 by default) that it shows as "quit requested: reason" and then
// ignores (`ignore`) or answers by getting stuck in a loop on the main thread (`stuck`).
import CursesTerminal
import Dispatch
import Foundation
import TerminalCore

#if canImport(Glibc)
    import Glibc
#endif

/// The probe's state and drawing.
@MainActor
final class Probe {
    let terminal = CursesTerminal()
    private var lastFrame: Canvas?
    private var keys: [String] = []
    private var eventCount = 0
    private var repaints = 0
    /// Set by a `.resize` event: the terminal's contents are unknown and the next frame goes whole.
    private var repaintPending = false
    private var restarts = 0
    private var quitRequests: [QuitReason] = []

    /// Makes SIGTERM and SIGHUP requests to quit when the environment asks for it.
    func handleQuitRequests() {
        let environment = ProcessInfo.processInfo.environment
        guard let mode = environment["CURSES_PROBE_QUIT_REQUESTS"] else { return }
        let deadline = Int(environment["CURSES_PROBE_QUIT_DEADLINE_MS"] ?? "") ?? 2_000
        terminal.handleQuitRequests(within: .milliseconds(deadline)) { [unowned self] reason in
            quitRequests.append(reason)
            render()
            // A main thread that never comes back: only the deadline can end the process.
            while mode == "stuck" { usleep(1_000) }
        }
    }

    func run() {
        do {
            try terminal.start { [unowned self] events in handle(events) }
        } catch {
            let message = Array("curses-probe: \(error)\n".utf8)
            _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            exit(1)
        }
        render()
    }

    private func handle(_ events: [Event]) {
        eventCount += events.count
        for event in events {
            if case .paste(let text) = event { keys.append("paste:\(text)") }
            if case .resize = event {
                repaintPending = true
                continue
            }
            guard case .key(let key) = event else { continue }
            switch key {
            case .character("q"):
                terminal.stop()
                print("curses-probe finished")
                exit(0)
            case .character("x"):
                exit(3)
            case .character("!"):
                fatalError("deliberate crash of curses-probe")
            case .character("n"):
                UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
            case .character("t"):
                Thread.detachNewThread { fatalError("deliberate crash of curses-probe on another thread") }
                sleep(5)
            case .character("r"):
                terminal.stop()
                lastFrame = nil
                restarts += 1
                run()
                return
            case .character("e"):
                let message = Array("curses-probe wrote this to stderr\n".utf8)
                _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            default:
                keys.append(key.label)
            }
        }
        render()
    }

    private func render() {
        let size = terminal.size
        var canvas = Canvas(size: size)
        canvas.put("pid \(getpid()) size \(size.width)x\(size.height) repaints \(repaints)", at: Point(x: 0, y: 0))
        let wide = "漢字テスト😀🎉"
        let width = canvas.put(wide, at: Point(x: 0, y: 1))
        canvas.put("|", at: Point(x: width, y: 1))
        canvas.put("cafe\u{301} na\u{EF}ve|", at: Point(x: 0, y: 2))
        canvas.put("red", at: Point(x: 0, y: 3), style: Style.foreground(.red))
        canvas.put("bold", at: Point(x: 4, y: 3), style: .bold)
        canvas.put("rgb", at: Point(x: 9, y: 3), style: Style.foreground(.rgb(255, 128, 0)).background(.palette(236)))
        let keyLine = "keys: " + keys.suffix(8).joined(separator: " ")
        let keyWidth = canvas.put(keyLine, at: Point(x: 0, y: 4))
        canvas.put("events \(eventCount) restarts \(restarts)", at: Point(x: 0, y: 5))
        if let reason = quitRequests.last { canvas.put("quit requested: \(reason)", at: Point(x: 0, y: 6)) }
        canvas.put("#", at: Point(x: size.width - 1, y: size.height - 1))
        let fullRepaint = repaintPending || lastFrame == nil
        if repaintPending {
            repaints += 1
            repaintPending = false
            canvas.put("pid \(getpid()) size \(size.width)x\(size.height) repaints \(repaints)", at: Point(x: 0, y: 0))
        }
        let runs = FrameDiff.runs(from: fullRepaint ? nil : lastFrame, to: canvas)
        let shown = terminal.present(runs, cursor: .at(Point(x: keyWidth, y: 4)))
        lastFrame = shown ? canvas : nil
    }
}

let probe = Probe()
probe.handleQuitRequests()
probe.run()
dispatchMain()
