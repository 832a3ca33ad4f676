import CursesTerminal
import Foundation
import ReCursesTesting
import TerminalCore
import TerminalIO
import Testing

/// Mouse reporting through the ncurses backend on a pseudo-terminal: on by default (presses, drags,
/// the wheel and moves with no button held, in the SGR format), off when the options say so, and
/// always turned off again when the terminal is given back.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "mouse reporting on a pseudo-terminal",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct MouseReportingTests {
        private static let modesOn = ["\u{1B}[?1000h", "\u{1B}[?1002h", "\u{1B}[?1003h", "\u{1B}[?1006h"]
        private static let modesOff = ["\u{1B}[?1006l", "\u{1B}[?1003l", "\u{1B}[?1002l", "\u{1B}[?1000l"]

        private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

        private func options(_ path: String, mouse: Bool? = nil) -> CursesTerminalOptions {
            var options = CursesTerminalOptions(ttyPath: path, suspendOnCtrlZ: false, terminalType: "xterm-256color")
            if let mouse { options.mouse = mouse }
            return options
        }

        @Test("the default options report the mouse, any motion included, and the full-screen mode uses them")
        func onByDefault() throws {
            #expect(CursesTerminalOptions().mouse)
            let pty = try PseudoTerminalPair(rows: 6, columns: 20)
            defer { pty.close() }
            let terminal = CursesTerminal(options: options(pty.slavePath))
            try terminal.start { _ in }
            #expect(terminal.capabilities.supportsMouse)
            let started = text(try pty.takeOutput())
            for mode in Self.modesOn { #expect(started.contains(mode), "\(mode.debugDescription) at start") }
            terminal.stop()
            let stopped = text(try pty.takeOutput())
            for mode in Self.modesOff { #expect(stopped.contains(mode), "\(mode.debugDescription) at stop") }
            #expect(stopped.hasPrefix(Self.modesOff.joined()))
        }

        @Test("mouse: false turns no reporting on and writes nothing for it when stopping")
        func offByOption() throws {
            let pty = try PseudoTerminalPair(rows: 6, columns: 20)
            defer { pty.close() }
            let terminal = CursesTerminal(options: options(pty.slavePath, mouse: false))
            try terminal.start { _ in }
            #expect(!terminal.capabilities.supportsMouse)
            let started = text(try pty.takeOutput())
            for mode in ["1000", "1002", "1003", "1006"] { #expect(!started.contains("\u{1B}[?\(mode)h")) }
            terminal.stop()
            #expect(!text(try pty.takeOutput()).contains("\u{1B}[?1000"))
        }

        @Test("the restore a signal or a crash writes turns every mouse mode off, any motion included")
        func restoreTurnsItOff() throws {
            let restore = ResetSequence.restoreBytes(capabilities: .init(), mouse: true)
            #expect(text(restore).hasPrefix(Self.modesOff.joined()))
            #expect(ResetSequence.modesOn(mouse: true).hasSuffix(Self.modesOn.joined()))
        }

        @Test("a move with no button held arrives as a move event")
        func motionArrives() async throws {
            let pty = try PseudoTerminalPair(rows: 6, columns: 20)
            defer { pty.close() }
            let terminal = CursesTerminal(options: options(pty.slavePath))
            var received: [Event] = []
            try terminal.start { received += $0 }
            defer { terminal.stop() }
            try pty.send(Array("\u{1B}[<35;4;2M\u{1B}[<35;5;2Mk".utf8))
            for _ in 0..<500 where !received.contains(.key(.character("k"))) {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(
                received == [
                    .mouse(.move(at: Point(x: 3, y: 1))), .mouse(.move(at: Point(x: 4, y: 1))), .key(.character("k")),
                ])
        }
    }
}
