import TerminalIO
import Testing

@Suite("Reset bytes")
struct ResetSequenceTests {
    let xterm = ResetSequence.Capabilities(
        exitAttributeMode: "\u{1B}(B\u{1B}[m", cursorNormal: "\u{1B}[?12l\u{1B}[?25h",
        exitCAMode: "\u{1B}[?1049l\u{1B}[23;0;0t")

    @Test("a restore turns the modes off, resets attributes, shows the cursor and leaves the alternate screen")
    func restoreOrder() {
        let bytes = ResetSequence.restoreBytes(capabilities: xterm, mouse: false)
        let modesOff = "\u{1B}[?1004l\u{1B}[>4m\u{1B}[?2004l"
        let expected = modesOff + "\u{1B}(B\u{1B}[m\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0;0t"
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test("with the mouse on, the restore also turns mouse reporting off")
    func mouseModes() {
        let text = String(decoding: ResetSequence.restoreBytes(capabilities: xterm, mouse: true), as: UTF8.self)
        let mouseOff = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
        #expect(text.hasPrefix(mouseOff + "\u{1B}[?1004l\u{1B}[>4m\u{1B}[?2004l"))
        let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1003h\u{1B}[?1006h"
        #expect(ResetSequence.modesOn(mouse: true) == "\u{1B}[?2004h\u{1B}[>4;2m\u{1B}[?1004h" + mouseOn)
        #expect(ResetSequence.modesOn(mouse: false) == "\u{1B}[?2004h\u{1B}[>4;2m\u{1B}[?1004h")
        #expect(ResetSequence.modesOff(mouse: false) == "\u{1B}[?1004l\u{1B}[>4m\u{1B}[?2004l")
    }

    @Test("missing capabilities are left out")
    func missingCapabilities() {
        let bytes = ResetSequence.restoreBytes(capabilities: .init(), mouse: false)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[?1004l\u{1B}[>4m\u{1B}[?2004l")
    }

    @Test(
        "terminfo delays are stripped",
        arguments: [
            ("\u{1B}[?5h$<100/>\u{1B}[?5l", "\u{1B}[?5h\u{1B}[?5l"),
            ("$<5>\u{1B}[m", "\u{1B}[m"),
            ("a$<2*>b$<3>", "ab"),
            ("no delay", "no delay"),
            ("unterminated $<5", "unterminated $<5"),
        ])
    func delaysStripped(input: String, expected: String) {
        #expect(ResetSequence.withoutPadding(input) == expected)
    }
}
