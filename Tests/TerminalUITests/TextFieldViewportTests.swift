import TerminalUI
import Testing

@Suite struct TextFieldViewportTests {
    @Test func keepsTheCursorAndItsCellVisible() {
        let widths = [2, 2, 2, 2, 2]
        let atEnd = TextFieldViewport.scrolled(widths: widths, cursor: 5, width: 5, previousFirst: 0)
        #expect(atEnd.firstVisible == 3)
        #expect(atEnd.cursorColumn == 4)
        let back = TextFieldViewport.scrolled(widths: widths, cursor: 1, width: 5, previousFirst: 3)
        #expect(back.firstVisible == 1)
        #expect(back.cursorColumn == 0)
    }

    @Test func scrollsLeastAndRefillsWhenTextShrinks() {
        let widths = [1, 1, 1, 1, 1, 1, 1, 1]
        let stay = TextFieldViewport.scrolled(widths: widths, cursor: 4, width: 4, previousFirst: 2)
        #expect(stay.firstVisible == 2)
        #expect(stay.cursorColumn == 2)
        let shrunk = TextFieldViewport.scrolled(widths: [1, 1, 1], cursor: 3, width: 4, previousFirst: 2)
        #expect(shrunk.firstVisible == 0)
        #expect(shrunk.cursorColumn == 3)
    }

    @Test func zeroWidthFieldPutsTheCursorAtColumnZero() {
        let viewport = TextFieldViewport.scrolled(widths: [1, 1], cursor: 1, width: 0, previousFirst: 0)
        #expect(viewport.cursorColumn == 0)
    }
}
