import CTerminalSignals
import Foundation
import ReCursesTesting
import TerminalCore
import Testing

@testable import CursesTerminal
@testable import InlineTerminal

/// The kitty keyboard protocol through the real backends on a pseudo-terminal: asked at start,
/// pushed only where the terminal answered, popped by `stop()` and by the restore a signal or a
/// crash performs; modifyOtherKeys turned on and off with the other input modes.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "kitty keyboard protocol through the real backends",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct KeyboardProtocolTests {
        private func pushed(_ terminal: any Terminal) -> Bool {
            (terminal as? CursesTerminal)?.pushedKeyboardProtocol ?? (terminal as? InlineTerminal)?
                .pushedKeyboardProtocol ?? false
        }

        private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

        @Test(
            "asked at start; without an answer nothing is pushed or popped, modifyOtherKeys is on and off",
            arguments: BackendConformanceRig.Backend.allCases)
        func noAnswer(backend: BackendConformanceRig.Backend) async throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
            defer { rig.close() }
            let started = text(rig.lastOutput)
            #expect(started.contains("\u{1B}[?u"))
            #expect(started.contains(KeyboardProtocol.modifyOtherKeysOn))
            #expect(started.contains("\u{1B}[?1004h"), "focus reports on")
            try await Task.sleep(for: .milliseconds(50))
            #expect(!pushed(rig.terminal))
            #expect(rig.terminal.keyboardProtocolFlags == nil)
            rig.terminal.stop()
            let stopped = text(try rig.pty.takeOutput())
            #expect(!stopped.contains("\u{1B}[<u"))
            #expect(stopped.contains(KeyboardProtocol.modifyOtherKeysOff))
            #expect(stopped.contains("\u{1B}[?1004l"), "focus reports off")
        }

        @Test(
            "pushed once the terminal answers; popped by the signal restore and by stop(); keys arrive decoded",
            arguments: BackendConformanceRig.Backend.allCases)
        func pushedAndPopped(backend: BackendConformanceRig.Backend) async throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
            defer { rig.close() }
            try rig.pty.send(Array("\u{1B}[?0u".utf8))
            for _ in 0..<2_500 where !pushed(rig.terminal) {
                try await Task.sleep(for: .milliseconds(2))
            }
            #expect(pushed(rig.terminal))
            #expect(rig.terminal.keyboardProtocolFlags == KeyboardProtocol.flags)
            #expect(text(try rig.pty.takeOutput()).contains("\u{1B}[>7u"))
            try rig.pty.send(Array("\u{1B}[13;2u\u{1B}[97;5:3u\u{1B}[27u".utf8))
            for _ in 0..<2_500 where rig.events.count < 3 {
                try await Task.sleep(for: .milliseconds(2))
            }
            let release = Event.keyRelease(Key(.character("a"), modifiers: .ctrl))
            #expect(rig.events == [.key(.shiftEnter), release, .key(.escape)])
            // What a signal handler or a crash writes: the pushed flags popped first.
            rt_restore_terminal()
            #expect(text(try rig.pty.takeOutput()).hasPrefix("\u{1B}[<u"))
            rig.terminal.stop()
            #expect(text(try rig.pty.takeOutput()).contains("\u{1B}[<u"))
        }
    }
}
