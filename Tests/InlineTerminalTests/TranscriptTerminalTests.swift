import Glibc
import InlineTerminal
import TerminalCore
import Testing

/// The terminal of the plain and screen-reader modes draws nothing and prints lines as plain text.
@MainActor
struct TranscriptTerminalTests {
    /// What a plain-mode terminal writing into a pipe wrote after `body`.
    private func output(_ body: (TranscriptTerminal) throws -> Void) throws -> String {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let terminal = TranscriptTerminal(readsKeys: false, output: descriptors[1])
        try body(terminal)
        close(descriptors[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptors[0], &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func thePlainModePrintsTheLinesAsPlainTextAndDrawsNothing() throws {
        let text = try output { terminal in
            try terminal.start { _ in }
            var frame = Canvas(size: terminal.size)
            frame.put("┌─ a box ─┐", at: .zero, style: .foreground(.red))
            #expect(FramePresenter().present(frame, cursor: .hidden, to: terminal))
            terminal.printAbove([
                StyledLine(spans: [.init("✓ ", style: .foreground(.green)), .init("Compiled", style: .bold)]),
                "Linked",
            ])
            terminal.stop()
        }
        #expect(text == "✓ Compiled\nLinked\n")
        #expect(!text.contains("\u{1B}"))
    }

    @Test func thePlainModeNeedsNoTerminal() throws {
        let terminal = TranscriptTerminal(readsKeys: false, ttyPath: "/nonexistent/tty")
        try terminal.start { _ in }
        #expect(terminal.isStarted)
        #expect(terminal.size == Size(width: 80, height: 24))
        terminal.stop()
        #expect(!terminal.isStarted)
    }

    @Test func theScreenReaderModeNeedsATerminalForItsKeys() {
        let terminal = TranscriptTerminal(readsKeys: true, ttyPath: "/nonexistent/tty")
        #expect(throws: (any Error).self) { try terminal.start { _ in } }
        #expect(!terminal.isStarted)
    }
}
