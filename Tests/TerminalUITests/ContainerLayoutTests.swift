import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct ContainerLayoutTests {
    @Test func paddingKeepsMargins() {
        let padding = Padding(Swatch("x"), insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 1))
        #expect(lines(of: padding, width: 5, height: 3) == ["     ", "  xx ", "  xx "])
        #expect(padding.intrinsicSize == Size(width: 4, height: 2))
    }

    @Test func paddingLargerThanTheSpaceLeavesNothingAndNeverCrashes() {
        let content = Swatch("x")
        let padding = Padding(content, all: 3)
        for (width, height) in [(0, 0), (1, 1), (2, 2), (7, 7)] {
            let output = lines(of: padding, width: width, height: height)
            #expect(output.allSatisfy { !$0.contains("x") } == (width < 7))
            #expect(content.frame.width >= 0 && content.frame.height >= 0)
        }
        padding.insets = EdgeInsets(top: -2, left: -1, bottom: 0, right: 0)
        #expect(padding.insets == .zero)
    }

    @Test func panelDrawsABorderWithTitleAroundItsContent() {
        let panel = Panel(title: "Hi", Swatch("x"))
        #expect(lines(of: panel, width: 8, height: 3) == ["┌ Hi ──┐", "│xxxxxx│", "└──────┘"])
        #expect(panel.intrinsicSize == Size(width: 6, height: 3))
    }

    @Test func panelBorderIsAccentedWhileFocusIsInside() {
        let inside = Swatch("i", focusable: true)
        let outside = Swatch("o", focusable: true)
        let panel = Panel(title: "P", inside)
        let window = Window(size: Size(width: 5, height: 4), content: VStack([panel, outside]))
        window.render()
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.default.accent)
        window.focusNext()
        window.render()
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.default.border)
        #expect(panel.drawCount == 2)
        window.focusNext()
        window.render()
        #expect(window.currentFrame[x: 0, y: 0].style == Theme.default.accent)
    }

    @Test func panelsSurviveTinySizes() {
        for (width, height) in [(0, 0), (1, 1), (2, 2)] {
            let panel = Panel(title: "Title", Label("text"))
            let output = lines(of: panel, width: width, height: height)
            #expect(output.count == height)
        }
        #expect(lines(of: Panel(title: "T", Label("x")), width: 2, height: 2) == ["┌┐", "└┘"])
    }
}
