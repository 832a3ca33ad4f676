import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// The models under `TextArea`: the document as lines, the wrapping of one line, and undo steps as changes.
@Suite struct TextAreaModelTests {
    @Test func aDocumentSplitsAtEveryLineBreakAndCountsThemAsOneGrapheme() {
        let document = TextDocument("a\r\nb\rc\nd\u{2028}e")
        #expect(document.lines.count == 5)
        #expect(document.text == "a\nb\nc\nd\ne")
        #expect(document.characterCount == 9)
        #expect(TextDocument("").lines == [[]] && TextDocument("").isEmpty)
        #expect(TextDocument("x\n").lines == [["x"], []])
    }

    @Test func replacingAcrossLinesKeepsTheCountAndReturnsTheEnd() {
        var document = TextDocument("one\ntwo\nthree")
        let end = document.replace(
            TextPosition(line: 0, column: 1)..<TextPosition(line: 2, column: 2), with: [["X"], ["Y", "Z"]])
        #expect(document.text == "oX\nYZree")
        #expect(end == TextPosition(line: 1, column: 2))
        #expect(document.characterCount == document.text.count)
        #expect(document.text(in: TextPosition(line: 0, column: 1)..<TextPosition(line: 1, column: 1)) == "X\nY")
        let clamped = document.replace(
            TextPosition(line: 9, column: 9)..<TextPosition(line: 99, column: 0), with: [["!"]])
        #expect(document.text == "oX\nYZree!" && clamped == document.end)
    }

    @Test func aCombiningMarkMergesAndTheEndStaysAfterIt() {
        var document = TextDocument("ab")
        let end = document.replace(
            TextPosition(line: 0, column: 1)..<TextPosition(line: 0, column: 1), with: [["\u{301}"]])
        #expect(document.lines == [["a\u{301}", "b"]])
        #expect(end == TextPosition(line: 0, column: 1))
        #expect(document.characterCount == 2)
    }

    @Test func wrappingBreaksAfterWhitespaceOrInsideLongWordsAndReservesTheCursorCell() {
        let text = Array("aaa bbb cccccccc")
        let layout = TextLineLayout(text, wrapWidth: 5, tabWidth: 4)
        #expect(layout.rowStarts == [0, 4, 8, 13])
        #expect(layout.row(ofColumn: 4) == 1 && layout.row(ofColumn: 3) == 0)
        let full = TextLineLayout(Array("日本"), wrapWidth: 4, tabWidth: 4)
        #expect(full.rowStarts == [0, 2], "a full last row gets an empty one for the cursor")
        let wide = TextLineLayout(Array("日本"), wrapWidth: 1, tabWidth: 4)
        #expect(wide.rowStarts == [0, 1, 2], "a glyph wider than the row gets a row of its own")
        #expect(TextLineLayout(Array("abc"), wrapWidth: nil, tabWidth: 4).rowStarts == [0])
        #expect(
            TextLineLayout(Array("a\tb"), wrapWidth: 8, tabWidth: 4).displayColumn(
                of: 2, in: Array("a\tb"), tabWidth: 4) == 4)
    }

    @Test func editsCoalesceIntoOneStepPerWordAndUndoInReverse() {
        var history = TextAreaHistory()
        let cursor = TextAreaSelection(cursor: .start)
        func typed(_ character: Character, at column: Int) -> TextAreaEdit {
            TextAreaEdit(start: TextPosition(line: 0, column: column), removed: [[]], inserted: [[character]])
        }
        for (column, character) in "ab c".enumerated() {
            history.record(typed(character, at: column), kind: .typing, before: cursor, after: cursor)
        }
        #expect(history.undoSteps.count == 2)
        #expect(
            history.undoSteps[0].edits
                == [typed("a", at: 0)].map {
                    var edit = $0
                    edit.inserted = [Array("ab ")]
                    return edit
                })
        var document = TextDocument("ab c")
        for step in history.undoSteps.reversed() { for edit in step.edits.reversed() { edit.revert(in: &document) } }
        #expect(document.text == "")
        history.record(
            TextAreaEdit(start: .start, removed: [[]], inserted: [["x"], ["y"]]), kind: .other, before: cursor,
            after: cursor)
        #expect(history.undoSteps.count == 3 && !history.canRedo)
    }
}
