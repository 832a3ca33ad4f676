import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct ScrollViewTests {
    /// Six focusable one-row swatches 0…5 in a scroll view three rows high.
    private func makeScroller() -> (Window, ScrollView, [Swatch]) {
        let rows = (0..<6).map { Swatch(Character(String($0)), focusable: true) }
        let scroll = ScrollView(VStack(rows))
        let window = Window(size: Size(width: 4, height: 3), content: scroll)
        return (window, scroll, rows)
    }

    @Test func showsTheTopAndAnIndicator() {
        let (window, scroll, _) = makeScroller()
        #expect(renderedLines(window) == ["000█", "111│", "222│"])
        #expect(scroll.contentHeight == 6)
        #expect(scroll.maximumOffset == 3)
    }

    @Test func focusMovingDownScrollsTheFocusedViewIntoSight() {
        let (window, scroll, rows) = makeScroller()
        window.render()
        for _ in 0..<4 { window.dispatch(.key(.tab)) }
        #expect(window.focusedView === rows[4])
        #expect(renderedLines(window) == ["222│", "333█", "444│"])
        #expect(scroll.contentOffset == 2)
        window.dispatch(.key(.tab))
        window.dispatch(.key(.tab))
        #expect(window.focusedView === rows[0])
        #expect(renderedLines(window).first == "000█")
    }

    @Test func pageKeysAndWheelScroll() {
        let (window, scroll, _) = makeScroller()
        window.render()
        window.dispatch(.key(.pageDown))
        #expect(scroll.contentOffset == 2)
        window.dispatch(.key(.pageDown))
        #expect(scroll.contentOffset == 3)
        window.dispatch(.key(.pageUp))
        #expect(scroll.contentOffset == 1)
        window.dispatch(.mouse(.wheelUp(at: Point(x: 0, y: 0))))
        #expect(scroll.contentOffset == 0)
        window.dispatch(.mouse(.wheelDown(at: Point(x: 0, y: 0))))
        #expect(renderedLines(window) == ["333│", "444│", "555█"])
    }

    @Test func aScrollViewWithNothingFocusableInsideIsFocusableAndScrollsWithArrows() {
        let text = Label("a\nb\nc\nd")
        let scroll = ScrollView(text)
        let window = Window(size: Size(width: 3, height: 2), content: scroll)
        window.render()
        #expect(window.focusedView === scroll)
        window.dispatch(.key(.down))
        #expect(renderedLines(window) == ["b █", "c │"])
        window.dispatch(.key(.end))
        #expect(scroll.contentOffset == 2)
        window.dispatch(.key(.home))
        #expect(scroll.contentOffset == 0)
        #expect(window.activeHints.map(\.displayedKey) == ["PgUp/PgDn"])
    }

    @Test func contentThatFitsHasNoIndicatorNoHintAndCannotScroll() {
        let scroll = ScrollView(Label("a"))
        let window = Window(size: Size(width: 3, height: 2), content: scroll)
        #expect(renderedLines(window) == ["a  ", "   "])
        scroll.scroll(by: 5)
        #expect(scroll.contentOffset == 0)
        #expect(window.activeHints.isEmpty)
        #expect(!window.dispatch(.key(.pageDown)))
        #expect(!window.dispatch(.key(.down)))
    }

    @Test func scrollViewsSurviveTinySizes() {
        for (width, height) in [(0, 0), (1, 1), (2, 2)] {
            let (window, scroll, _) = makeScroller()
            window.resize(to: Size(width: width, height: height))
            #expect(renderedLines(window).count == height)
            scroll.scroll(by: 100)
            #expect(scroll.contentOffset >= 0)
        }
    }

    @Test func focusingAViewBeforeTheFirstRenderScrollsToIt() {
        let (window, scroll, rows) = makeScroller()
        #expect(rows[5].becomeFocused())
        #expect(renderedLines(window) == ["333│", "444│", "555█"])
        #expect(scroll.contentOffset == 3)
    }

    @Test func inAStackAScrollViewTakesTheSpareRoomAndWantsItsContentSize() {
        let scroll = ScrollView(Label("a\nb\nc"))
        let stack = VStack([Label("top"), scroll, Label("end")])
        #expect(lines(of: stack, width: 4, height: 4) == ["top ", "a  █", "b  │", "end "])
        #expect(scroll.sizeThatFits(Size(width: 9, height: 9)) == Size(width: 1, height: 3))
        #expect(scroll.sizeThatFits(Size(width: 9, height: 2)) == Size(width: 2, height: 3))
        #expect(stack.intrinsicSize == Size(width: 3, height: 5))
    }
}
