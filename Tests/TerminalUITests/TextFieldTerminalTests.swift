import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// A text field driven by raw terminal bytes through `FakeTerminal`'s real input parser, so the
/// documented keys are checked as terminals actually send them.
@MainActor @Suite struct TextFieldTerminalTests {
    /// A text field on a fake terminal; `feed` sends raw bytes and lets the ESC timeout pass.
    @MainActor final class Pump {
        let driver: ViewDriver<TextField>

        init(_ field: TextField, size: Size) {
            driver = ViewDriver(field, size: size)
        }

        func feed(_ bytes: [UInt8]) {
            driver.feed(bytes: bytes)
            driver.advanceClock(by: .milliseconds(100))
        }
    }

    static let esc: UInt8 = 0x1B

    @Test func documentedKeysArriveFromRawBytes() {
        let field = TextField()
        let pump = Pump(field, size: Size(width: 12, height: 1))
        pump.feed(Array("one two".utf8))
        #expect(pump.driver.lines == ["one two     "])
        pump.feed([Self.esc, UInt8(ascii: "b")])
        #expect(field.cursorIndex == 4)
        pump.feed([
            Self.esc, UInt8(ascii: "["), UInt8(ascii: "1"), UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: "C"),
        ])
        #expect(field.cursorIndex == 7)
        pump.feed([Self.esc, 0x7F])
        #expect(field.text == "one ")
        pump.feed([0x1F])
        #expect(field.text == "one two")
        pump.feed([Self.esc, UInt8(ascii: "/")])
        #expect(field.text == "one ")
        pump.feed([0x1F])
        pump.feed([Self.esc, UInt8(ascii: "_")])
        #expect(field.text == "one ")
        pump.feed([0x01, 0x0B, 0x19])
        #expect(field.text == "one ")
        #expect(pump.driver.cursor.position == Point(x: 4, y: 0))
    }

    @Test func bracketedPasteIsOneEdit() {
        let field = TextField()
        field.maxLength = 8
        let changes = EventLog(field.textChanged)
        let pump = Pump(field, size: Size(width: 10, height: 1))
        pump.feed([Self.esc] + Array("[200~漢字\nab\tcdef".utf8) + [Self.esc] + Array("[201~".utf8))
        #expect(field.text == "漢字 ab cd")
        #expect(changes.count == 1)
        #expect(pump.driver.lines == ["字 ab cd  "])
        #expect(pump.driver.cursor.position == Point(x: 8, y: 0))
    }
}
