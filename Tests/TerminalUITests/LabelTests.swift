import OpenCombine
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct LabelTests {
    @Test func alignsEachLine() {
        #expect(lines(of: Label("ab", alignment: .left), width: 6, height: 1) == ["ab    "])
        #expect(lines(of: Label("ab", alignment: .center), width: 6, height: 1) == ["  ab  "])
        #expect(lines(of: Label("ab", alignment: .right), width: 6, height: 1) == ["    ab"])
        #expect(lines(of: Label("a\nbcd", alignment: .right), width: 4, height: 2) == ["   a", " bcd"])
    }

    @Test func truncatesWithAnEllipsisWhenNotWrapping() {
        #expect(lines(of: Label("Hello world"), width: 8, height: 1) == ["Hello w…"])
        #expect(lines(of: Label("漢字漢字"), width: 5, height: 1) == ["漢字…"])
    }

    @Test func wrapsAtSpacesAndInsideLongWords() {
        #expect(
            lines(of: Label("Hello wide world", wrapsLines: true), width: 7, height: 3)
                == ["Hello  ", "wide   ", "world  "])
        #expect(lines(of: Label("abcdefgh", wrapsLines: true), width: 3, height: 3) == ["abc", "def", "gh "])
        #expect(lines(of: Label("a\n\nb", wrapsLines: true), width: 2, height: 3) == ["a ", "  ", "b "])
    }

    @Test func wrapsCJKBetweenCharacters() {
        #expect(lines(of: Label("漢字漢字漢字", wrapsLines: true), width: 5, height: 3) == ["漢字 ", "漢字 ", "漢字 "])
        #expect(lines(of: Label("ab 漢字", wrapsLines: true), width: 4, height: 2) == ["ab  ", "漢字"])
    }

    @Test func wrappedTextTallerThanTheLabelEndsInAnEllipsis() {
        #expect(lines(of: Label("one two three", wrapsLines: true), width: 5, height: 2) == ["one  ", "two… "])
    }

    @Test func sizeThatFitsFollowsWrapping() {
        let label = Label("one two three", wrapsLines: true)
        #expect(label.sizeThatFits(Size(width: 7, height: 9)) == Size(width: 7, height: 2))
        #expect(label.intrinsicSize == Size(width: 13, height: 1))
        #expect(Label("漢字\nab").intrinsicSize == Size(width: 4, height: 2))
    }

    @Test func binderSetsTheTextAndOnlyTheLabelRedraws() {
        let label = Label("old")
        let other = Label("x")
        let window = Window(size: Size(width: 5, height: 2), content: VStack([label, other]))
        window.render()
        let subject = PassthroughSubject<String, Never>()
        subject.subscribe(label.rx.text)
        subject.send("new")
        #expect(label.text == "new")
        #expect(renderedLines(window) == ["new  ", "x    "])
        #expect(window.lastDrawCount == 1)
        #expect(other.drawCount == 1)
    }

    @Test func stylesFollowTheTheme() {
        let label = Label("T")
        label.themeStyle = \.header
        let window = Window(size: Size(width: 1, height: 1), content: label)
        window.render()
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.default.header)
        label.isEnabled = false
        window.render()
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.default.disabled)
        label.customStyle = .bold
        label.isEnabled = true
        window.render()
        #expect(window.currentFrame[x: 0, y: 0].style == .bold)
    }

    @Test func tinySizesNeverCrash() {
        #expect(lines(of: Label("Hello", wrapsLines: true), width: 0, height: 0) == [])
        #expect(lines(of: Label("Hello"), width: 1, height: 1) == ["…"])
        #expect(lines(of: Label("Hello", wrapsLines: true), width: 1, height: 1) == ["…"])
        #expect(lines(of: Label("漢字", wrapsLines: true), width: 1, height: 2) == ["…", "…"])
        #expect(lines(of: Label("Hello"), width: 2, height: 2) == ["H…", "  "])
    }

    @Test func sameSizeTextChangesDoNotRelayoutTheContainers() {
        let label = Label("12")
        let stack = VStack([label])
        let window = Window(size: Size(width: 4, height: 1), content: stack)
        window.render()
        label.text = "34"
        #expect(!stack.needsLayout)
        label.text = "345"
        #expect(stack.needsLayout)
        #expect(renderedLines(window) == ["345 "])
    }
}
