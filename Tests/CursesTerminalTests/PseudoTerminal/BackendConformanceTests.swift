import Foundation
import ReCursesTesting
import TerminalCore
import Testing

/// What the terminal shows is what the application drew, through the real backends: frames go
/// through the frame diff and ncurses (or the inline terminal) on a pseudo-terminal, and a model of
/// xterm plays every byte written. Random sequences cover every glyph class, colours, attributes,
/// rows moving and resizes; faults found once are pinned as cases of their own.
extension ProcessWideTerminalState {
    @MainActor
    @Suite(
        "the terminal shows what was drawn, through the real backends",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx"), "the system has no pseudo-terminals"))
    struct BackendConformanceTests {
        /// A label's text changing from `before` to `after` at column 2 of row 1.
        private func labelFrames(_ before: String, _ after: String, size: Size) -> (Canvas, Canvas) {
            var first = Canvas(size: size)
            first.put(before, at: Point(x: 2, y: 1))
            var second = Canvas(size: size)
            second.put(after, at: Point(x: 2, y: 1))
            return (first, second)
        }

        @Test(
            "a wide glyph replaced by an ASCII and a non-ASCII narrow glyph shows both",
            arguments: BackendConformanceRig.Backend.allCases,
            [("ab🎸", "abYı"), ("漢字x", "xYzé"), ("東京", "Zürich"), ("a漢b", "aYıb"), ("漢", "Yı")])
        func wideGlyphReplacedByNarrowOnes(backend: BackendConformanceRig.Backend, texts: (String, String)) throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 20, height: 3))
            defer { rig.close() }
            let (before, after) = labelFrames(texts.0, texts.1, size: rig.size)
            #expect(try rig.present(before).isEmpty)
            let mismatches = try rig.present(after)
            #expect(mismatches.isEmpty, "\(mismatches)")
            #expect(rig.model.lines[1].hasPrefix("  " + texts.1))
        }

        @Test(
            "rows of wide glyphs that scroll, then change where a wide glyph was, show as drawn",
            arguments: BackendConformanceRig.Backend.allCases)
        func scrolledWideGlyphs(backend: BackendConformanceRig.Backend) throws {
            let rig = try BackendConformanceRig(backend, size: Size(width: 16, height: 8))
            defer { rig.close() }
            let rows = (0..<9).map { "😀🇯🇵漢\($0)字🇩🇪•" }
            var before = Canvas(size: rig.size)
            for y in 0..<8 { before.put(rows[y], at: Point(x: 0, y: y), style: .background(.palette(236))) }
            #expect(try rig.present(before).isEmpty)
            // Every row moves up by one (a scrolled list), and in one moved row the flag became blanks.
            var after = Canvas(size: rig.size)
            for y in 0..<8 { after.put(rows[y + 1], at: Point(x: 0, y: y), style: .background(.palette(236))) }
            after.put("  ", at: Point(x: 9, y: 5), style: .background(.palette(236)))
            let mismatches = try rig.present(after)
            #expect(mismatches.isEmpty, "\(mismatches)")
        }

        @Test("random frames of every glyph class and style show as drawn, through each backend in turn")
        func randomFrames() async throws {
            // One backend after the other: the signal handlers (SIGWINCH for the resizes) are the process's.
            let frames = BackendConformanceRun.framesPerSequence
            for backend in BackendConformanceRig.Backend.allCases {
                var compared = 0
                for seed in BackendConformanceRun.seeds {
                    compared += try await BackendConformanceRun.run(backend: backend, seed: seed, frames: frames)
                }
                #expect(compared == BackendConformanceRun.seeds.count * frames, "\(backend)")
                if BackendConformanceRun.isLongRun {
                    print(
                        "backend conformance \(backend): \(BackendConformanceRun.seeds.count) runs, \(compared) frames compared"
                    )
                }
            }
        }
    }
}
