import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@Suite struct TextEditingBufferTests {
    @Test func movesByGraphemeClusters() {
        var buffer = TextEditingBuffer(text: "a👨‍👩‍👧e\u{301}🇫🇷")
        #expect(buffer.characters.count == 4)
        #expect(buffer.cursor == 4)
        buffer.moveLeft()
        #expect(buffer.cursor == 3)
        buffer.deleteBackward()
        #expect(buffer.text == "a👨‍👩‍👧🇫🇷")
        buffer.moveToStart()
        do {
            let result = buffer.moveLeft()
            #expect(result == false)
        }
        buffer.moveRight()
        buffer.deleteForward()
        #expect(buffer.text == "a🇫🇷")
        #expect(buffer.cursor == 1)
    }

    @Test func textSetFromOutsideKeepsAnEndCursorAtTheEnd() {
        var buffer = TextEditingBuffer(text: "0.5")
        buffer.setText("0.55")
        #expect(buffer.cursor == 4)
        buffer.setText("1")
        #expect(buffer.cursor == 1)
        buffer.setText("0.25")
        buffer.moveToStart()
        buffer.moveRight()
        buffer.setText("0.3")
        #expect(buffer.cursor == 1)
        buffer.setText("")
        #expect(buffer.cursor == 0)
    }

    @Test func wordMotionsStopAtWordEdges() {
        var buffer = TextEditingBuffer(text: "foo, bar_baz  qux")
        buffer.moveWordLeft()
        #expect(buffer.cursor == 14)
        buffer.moveWordLeft()
        #expect(buffer.cursor == 5)
        buffer.moveWordRight()
        #expect(buffer.cursor == 12)
        buffer.moveToStart()
        buffer.moveWordRight()
        #expect(buffer.cursor == 3)
    }

    @Test func secureModeWordMotionsAndKillsGoToTheEnds() {
        var buffer = TextEditingBuffer(text: "hunter two")
        buffer.isSecure = true
        buffer.moveWordLeft()
        #expect(buffer.cursor == 0)
        buffer.moveWordRight()
        #expect(buffer.cursor == 10)
        buffer.killWordBackward()
        #expect(buffer.text == "")
        #expect(buffer.killRing.current == nil)
    }

    @Test func killsFillTheRingAndYankInsertsThem() {
        var buffer = TextEditingBuffer(text: "one two three")
        buffer.killWhitespaceWordBackward()
        buffer.killWhitespaceWordBackward()
        #expect(buffer.text == "one ")
        #expect(buffer.killRing.current == "two three")
        buffer.moveToStart()
        buffer.killToEnd()
        #expect(buffer.text == "")
        buffer.yank()
        #expect(buffer.text == "one ")
        buffer.yankPop()
        #expect(buffer.text == "two three")
        #expect(buffer.cursor == 9)
    }

    @Test func killToStartAndWordForward() {
        var buffer = TextEditingBuffer(text: "alpha beta gamma")
        buffer.moveCursor(to: 6)
        buffer.killWordForward()
        #expect(buffer.text == "alpha  gamma")
        buffer.killToStart()
        #expect(buffer.text == " gamma")
        #expect(buffer.cursor == 0)
        #expect(buffer.killRing.entries == ["alpha beta"])
    }

    @Test func consecutiveTypingIsOneUndoStep() {
        var buffer = TextEditingBuffer()
        for character in "hello" { buffer.type(String(character)) }
        buffer.moveLeft()
        buffer.type("X")
        #expect(buffer.text == "hellXo")
        buffer.undo()
        #expect(buffer.text == "hello")
        buffer.undo()
        #expect(buffer.text == "")
        do {
            let result = buffer.undo()
            #expect(result == false)
        }
        buffer.redo()
        #expect(buffer.text == "hello")
        buffer.redo()
        #expect(buffer.text == "hellXo")
        #expect(buffer.cursor == 5)
    }

    @Test func maxLengthTruncatesPastesAndRefusesTyping() {
        var buffer = TextEditingBuffer(text: "ab", maxLength: 5)
        buffer.paste("漢字😀xyz")
        #expect(buffer.text == "ab漢字😀")
        do {
            let result = buffer.type("q")
            #expect(result == false)
        }
        #expect(buffer.text == "ab漢字😀")
        buffer.undo()
        #expect(buffer.text == "ab")
    }

    @Test func pasteMakesOneLine() {
        var buffer = TextEditingBuffer()
        buffer.paste("a\r\nb\tc\u{7}d\ne")
        #expect(buffer.text == "a b cd e")
    }

    @Test func validatorRefusalLeavesTextAndCursor() {
        var buffer = TextEditingBuffer(text: "12")
        buffer.validator = { $0.allSatisfy(\.isNumber) }
        buffer.moveLeft()
        do {
            let result = buffer.type("x")
            #expect(result == false)
        }
        do {
            let result = buffer.paste("3a")
            #expect(result == false)
        }
        #expect(buffer.text == "12")
        #expect(buffer.cursor == 1)
        do {
            let result = buffer.type("5")
            #expect(result)
        }
        #expect(buffer.text == "152")
    }

    @Test func combiningMarkTypedAfterLetterJoinsIt() {
        var buffer = TextEditingBuffer(text: "e")
        buffer.type("\u{301}")
        #expect(buffer.characters.count == 1)
        #expect(buffer.cursor == 1)
    }

    @Test func setTextClampsCursorAndForgetsHistory() {
        var buffer = TextEditingBuffer(text: "long text", maxLength: 4)
        #expect(buffer.text == "long")
        buffer.type("!")
        buffer.setText("ab")
        #expect(buffer.cursor == 2)
        do {
            let result = buffer.undo()
            #expect(result == false)
        }
        buffer.setText("abcdefg")
        #expect(buffer.text == "abcd")
    }

    @Test func controlCharactersAreNotTyped() {
        var buffer = TextEditingBuffer()
        do {
            let result = buffer.type("\u{1B}")
            #expect(result == false)
        }
        #expect(buffer.text.isEmpty)
    }
}
