import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct TextFieldClipboardTests {
    @Test func copyCutAndPasteTheWholeTextThroughTheWindowsClipboard() {
        let field = TextField(text: "日本👍🏽")
        let ui = ViewDriver(field, size: Size(width: 12, height: 1))
        ui.press(.alt("w"))
        #expect(ui.window.clipboard.text == "日本👍🏽")
        #expect(ui.terminal.systemClipboardBytes == [Array("\u{1B}]52;c;\(Base64.encode("日本👍🏽"))\u{7}".utf8)])
        ui.press(.ctrl("x"))
        #expect(field.text == "")
        ui.press(.ctrl("v"), .ctrl("v"))
        #expect(field.text == "日本👍🏽日本👍🏽")
        ui.press(.ctrl("_"))
        #expect(field.text == "日本👍🏽", "a paste is one undo step")
        ui.window.clipboard.copy("two\nlines")
        ui.press(.ctrl("v"))
        #expect(field.text == "日本👍🏽two lines", "a field pastes one line")
    }

    @Test func aSecureFieldCopiesNothing() {
        let field = TextField(text: "secret")
        field.isSecure = true
        let ui = ViewDriver(field, size: Size(width: 12, height: 1))
        ui.press(.alt("w"), .ctrl("x"))
        #expect(ui.window.clipboard.text == nil && field.text == "secret")
        #expect(ui.terminal.systemClipboardBytes.isEmpty)
    }
}
