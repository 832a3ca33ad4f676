import Foundation
import ReCursesTesting
import TerminalCore
import Testing

@testable import CursesTerminal
@testable import InlineTerminal

/// Synchronized output (mode 2026) through the real backends on a pseudo-terminal: each frame is
/// written between the mode's begin and end once the terminal answered the query, and never before.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "synchronized output through the real backends",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct SynchronizedOutputTests {
        private static let begin = SynchronizedOutput.begin
        private static let end = SynchronizedOutput.end

        private func synchronizes(_ terminal: any Terminal) -> Bool {
            (terminal as? CursesTerminal)?.synchronizesFrames ?? (terminal as? InlineTerminal)?.synchronizesFrames
                ?? false
        }

        private func frame(_ text: String, size: Size) -> Canvas {
            var canvas = Canvas(size: size)
            canvas.put(text, at: Point(x: 1, y: 1))
            return canvas
        }

        private func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
            guard bytes.count >= part.count else { return false }
            return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
        }

        @Test(
            "the query is written at start; without an answer frames are written as before",
            arguments: BackendConformanceRig.Backend.allCases)
        func noAnswerNoBrackets(backend: BackendConformanceRig.Backend) async throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
            defer { rig.close() }
            #expect(contains(rig.lastOutput, SynchronizedOutput.query))
            try await Task.sleep(for: .milliseconds(50))
            for text in ["one", "two", "three"] {
                #expect(try rig.present(frame(text, size: rig.size)).isEmpty)
                #expect(!contains(rig.lastOutput, Self.begin))
                #expect(!contains(rig.lastOutput, Self.end))
            }
            #expect(!synchronizes(rig.terminal))
        }

        @Test(
            "once the terminal reports the mode, every frame is bracketed by its begin and end and shows as drawn",
            arguments: BackendConformanceRig.Backend.allCases)
        func bracketsEachFrame(backend: BackendConformanceRig.Backend) async throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
            defer { rig.close() }
            try rig.pty.send(Array("\u{1B}[?2026;2$y".utf8))
            for _ in 0..<2_500 where !synchronizes(rig.terminal) {
                try await Task.sleep(for: .milliseconds(2))
            }
            #expect(synchronizes(rig.terminal))
            #expect(rig.events.isEmpty, "the reply is not delivered as keys: \(rig.events)")
            for text in ["one", "two", "three"] {
                #expect(try rig.present(frame(text, size: rig.size)).isEmpty)
                let output = rig.lastOutput
                #expect(output.starts(with: Self.begin), "\(String(decoding: output, as: UTF8.self).debugDescription)")
                #expect(output.suffix(Self.end.count).elementsEqual(Self.end))
            }
        }
    }
}
