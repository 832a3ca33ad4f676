import Foundation
import ReCursesTesting
import Testing

@testable import ReCursesWeb
@testable import TerminalCore

/// The page's own script, not a model of it, applies the encoder's messages: random frames (every
/// glyph class, styles, runs of one glyph, rows that move, resizes, a cursor) are encoded as a session
/// encodes them, and node runs the script on them with a stand-in for the browser's document; after
/// each message the script's grid must hold the frame, cell by cell, glyph, width and style.
@Suite("The page script shows each frame as drawn")
struct PageScriptConformanceTests {
    @Test("random frames applied by the real page script equal the frames", arguments: 0..<6)
    func randomFrames(seed: UInt64) throws {
        let node = try #require(PageScriptRunner.node(), "node is missing: make deps installs nodejs")
        var generator = SeededRandomGenerator(seed: 0xBA6E_0000 + seed)
        let sizes = [Size(width: 30, height: 8), Size(width: 1, height: 1), Size(width: 80, height: 24)]
        var frame = Canvas(size: sizes[Int(seed) % sizes.count])
        var presented: Canvas?
        var encoder = WebFrameEncoder()
        let source = RandomFrames()
        var messages: [String] = []
        var expected: [(frame: Canvas, cursor: Point?)] = []
        for _ in 0..<40 {
            if Int.random(in: 0..<12, using: &generator) == 0 {
                frame = RandomFrames.resized(
                    frame, to: RandomFrames.size(upTo: Size(width: 60, height: 16), using: &generator))
                presented = nil
            }
            frame = source.next(after: frame, using: &generator)
            if Bool.random(using: &generator), frame.size.width > 1 {
                let glyph =
                    RandomFrames.glyphClasses.randomElement(using: &generator)?.randomElement(using: &generator) ?? "─"
                let count = Int.random(in: 2...frame.size.width, using: &generator)
                let style = RandomFrames.styles.randomElement(using: &generator) ?? .plain
                let row = Int.random(in: 0..<frame.size.height, using: &generator)
                frame.put(String(repeating: glyph, count: count), at: Point(x: 0, y: row), style: style)
            }
            let cursor: Point? =
                Bool.random(using: &generator)
                ? Point(
                    x: Int.random(in: 0..<frame.size.width, using: &generator),
                    y: Int.random(in: 0..<frame.size.height, using: &generator)) : nil
            var output: [UInt8] = []
            encoder.encode(
                FrameUpdate(runs: FrameDiff.runs(from: presented, to: frame)),
                cursor: cursor.map(CursorState.at) ?? .hidden,
                focus: nil, screenSize: frame.size, into: &output)
            presented = frame
            messages.append(String(decoding: output, as: UTF8.self))
            expected.append((frame, cursor))
        }
        let pages = try PageScriptRunner.run(messages, node: node)
        try #require(pages.count == messages.count, "the script reported \(pages.count) of \(messages.count) pages")
        for (index, page) in pages.enumerated() {
            let differences = page.differences(from: expected[index].frame, cursor: expected[index].cursor)
            #expect(
                differences.isEmpty,
                """
                seed \(seed) frame \(index): \(differences.prefix(6).joined(separator: "; "))
                frame:
                \(expected[index].frame.lines.joined(separator: "\n"))
                message: \(messages[index].debugDescription)
                """)
            if !differences.isEmpty { return }
        }
    }
}
