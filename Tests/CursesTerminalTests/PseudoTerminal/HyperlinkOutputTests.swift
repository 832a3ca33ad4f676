import Foundation
import ReCursesTesting
import TerminalCore
import Testing

@testable import CursesTerminal
@testable import InlineTerminal

/// Links (OSC 8) through the real backends on a pseudo-terminal: the inline terminal writes them
/// with its frames; ncurses cannot carry them, so the curses terminal writes the linked cells again
/// after each `doupdate`, wrapped in OSC 8, between saving and restoring the cursor. The model of
/// xterm keeps each cell's link, and the conformance check compares links as it compares colours.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "links through the real backends",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct HyperlinkOutputTests {
        private static let url = "https://example.com/docs"
        private static let start = Array("\u{1B}]8;;\(url)\u{1B}\\".utf8)
        private static let end = HyperlinkSequence.end

        private func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
            guard bytes.count >= part.count else { return false }
            return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
        }

        private func frame(size: Size, linked: Bool, extra: String = "") -> Canvas {
            var canvas = Canvas(size: size)
            canvas.put("see", at: Point(x: 0, y: 1))
            let style = linked ? Style.underlined.linked(to: Self.url) : .underlined
            canvas.put("docs", at: Point(x: 4, y: 1), style: style)
            canvas.put(extra, at: Point(x: 0, y: 2))
            return canvas
        }

        @Test(
            "linked cells show with their link, lose it when the frame drops it, and nothing else is linked",
            arguments: BackendConformanceRig.Backend.allCases)
        func linkedCellsShowTheirLink(backend: BackendConformanceRig.Backend) throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 4))
            defer { rig.close() }
            var mismatches = try rig.present(frame(size: rig.size, linked: true))
            #expect(mismatches.isEmpty, "\(mismatches)")
            let output = rig.lastOutput
            // The inline terminal puts the pen back to plain before it ends the link.
            #expect(contains(output, Self.start + Array("docs".utf8)), "\(output.debugText)")
            #expect(contains(output, Self.end), "\(output.debugText)")
            let top = rig.backend == .inline ? rig.model.cursor.y : 0
            let row = rig.model.cells[top + 1]
            #expect(row[4...7].allSatisfy { $0.style.link?.url == Self.url })
            #expect(row[0...3].allSatisfy { $0.style.link == nil })
            #expect(row[8...].allSatisfy { $0.style.link == nil })
            if backend == .curses {
                // ncurses writes the frame first; the links follow with the cursor and pen saved and restored.
                #expect(contains(output, LinkOverlay.saveCursor))
                #expect(output.suffix(LinkOverlay.restoreCursor.count).elementsEqual(LinkOverlay.restoreCursor))
            }

            // A change elsewhere writes no link again.
            mismatches = try rig.present(frame(size: rig.size, linked: true, extra: "typed"))
            #expect(mismatches.isEmpty, "\(mismatches)")
            #expect(!contains(rig.lastOutput, Self.start))

            // The same text and style without the link: only the link changes, and it goes.
            mismatches = try rig.present(frame(size: rig.size, linked: false, extra: "typed"))
            #expect(mismatches.isEmpty, "\(mismatches)")
            #expect(rig.model.cells[top + 1].allSatisfy { $0.style.link == nil })
            #expect(!contains(rig.lastOutput, Self.start))
        }

        @Test("a hostile URL never reaches the terminal as a control: the screen shows only what was drawn")
        func hostileURLIsMadeSafe() throws {
            for backend in BackendConformanceRig.Backend.allCases {
                let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
                defer { rig.close() }
                var canvas = Canvas(size: rig.size)
                let hostile = "https://x.example/\u{1B}[2J\u{1B}]0;title\u{7}\u{1B}\\ok\u{9C}"
                canvas.put("link", at: Point(x: 1, y: 1), style: Style.plain.linked(to: hostile))
                let mismatches = try rig.present(canvas)
                #expect(mismatches.isEmpty, "\(backend): \(mismatches)")
                let top = rig.backend == .inline ? rig.model.cursor.y : 0
                #expect(rig.model.lines[top + 1] == " link", "\(backend)")
                #expect(!contains(rig.lastOutput, Array("\u{1B}[2J".utf8)), "\(backend)")
            }
        }
    }
}

extension [UInt8] {
    /// The bytes as text, escapes shown, for a failure message.
    fileprivate var debugText: String { String(decoding: self, as: UTF8.self).debugDescription }
}
