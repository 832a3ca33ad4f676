import Foundation
import ReCursesTesting
import TerminalCore
import Testing

@testable import CursesTerminal
@testable import InlineTerminal

/// The background query (OSC 11) through the real backends on a pseudo-terminal: written at start;
/// an answer is taken as the background and never typed as keys; silence ends with the short timeout.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "the terminal's background through the real backends",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct BackgroundQueryTests {
        private func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
            guard bytes.count >= part.count else { return false }
            return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
        }

        /// Waits (up to 5 s) for the backend's report and returns what it said.
        private func report(of terminal: any Terminal) async throws -> TerminalBackground?? {
            var answer: TerminalBackground??
            terminal.reportBackground { answer = .some($0) }
            for _ in 0..<2_500 where answer == nil {
                try await Task.sleep(for: .milliseconds(2))
            }
            return answer
        }

        @Test(
            "an answering terminal is asked and its light or dark background picked; the reply is no key",
            arguments: BackendConformanceRig.Backend.allCases, [true, false])
        func answeringTerminal(backend: BackendConformanceRig.Backend, light: Bool) async throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
            defer { rig.close() }
            #expect(contains(rig.lastOutput, BackgroundColorQuery.query))
            let reply = light ? "\u{1B}]11;rgb:ffff/ffff/f0f0\u{07}" : "\u{1B}]11;rgb:00/2b/36\u{1B}\\"
            try rig.pty.send(Array(reply.utf8))
            let start = ContinuousClock.now
            let answer = try await report(of: rig.terminal)
            #expect(answer == .some(light ? .light : .dark))
            #expect(ContinuousClock.now - start < .seconds(5))
            #expect(rig.events.isEmpty, "the reply is not delivered as keys: \(rig.events)")
        }

        @Test(
            "a silent terminal times out to no answer within a fraction of a second",
            arguments: BackendConformanceRig.Backend.allCases)
        func silentTerminal(backend: BackendConformanceRig.Backend) async throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
            defer { rig.close() }
            let start = ContinuousClock.now
            let answer = try await report(of: rig.terminal)
            #expect(answer == .some(nil))
            #expect(ContinuousClock.now - start < .seconds(2))
            #expect(rig.events.isEmpty)
        }
    }
}
