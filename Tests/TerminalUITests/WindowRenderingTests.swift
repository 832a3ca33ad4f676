import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct WindowRenderingTests {
    /// Three swatches side by side in a window 6×2.
    private func makeRow() -> (Window, Swatch, Swatch, Swatch) {
        let a = Swatch("a", size: Size(width: 2, height: 2))
        let b = Swatch("b", size: Size(width: 2, height: 2))
        let c = Swatch("c", size: Size(width: 2, height: 2))
        let window = Window(size: Size(width: 6, height: 2), content: HStack([a, b, c]))
        return (window, a, b, c)
    }

    @Test func firstRenderDrawsEveryViewOnce() {
        let (window, a, b, c) = makeRow()
        #expect(renderedLines(window) == ["aabbcc", "aabbcc"])
        #expect(window.lastDrawCount == 4)
        #expect([a.drawCount, b.drawCount, c.drawCount] == [1, 1, 1])
    }

    @Test func onlyTheChangedViewIsRedrawn() {
        let (window, a, b, c) = makeRow()
        window.render()
        #expect(!window.needsRender)
        b.glyph = "B"
        b.setNeedsDisplay()
        #expect(window.needsRender)
        #expect(renderedLines(window) == ["aaBBcc", "aaBBcc"])
        #expect(window.lastDrawCount == 1)
        #expect([a.drawCount, b.drawCount, c.drawCount] == [1, 2, 1])
    }

    @Test func nothingChangedDrawsNothing() {
        let (window, _, _, _) = makeRow()
        window.render()
        #expect(window.render() == 0)
    }

    @Test func aDirtyContainerRedrawsItsSubviews() {
        let (window, a, b, c) = makeRow()
        window.render()
        window.content.setNeedsDisplay()
        window.render()
        #expect(window.lastDrawCount == 4)
        #expect([a.drawCount, b.drawCount, c.drawCount] == [2, 2, 2])
    }

    @Test func hidingAViewRepaintsOnlyTheUncoveredArea() {
        let a = Swatch("a", size: Size(width: 2, height: 1))
        let b = Swatch("b", size: Size(width: 2, height: 1))
        let stack = VStack([a, b])
        stack.setSizing(.fixed(1), for: b)
        let window = Window(size: Size(width: 3, height: 2), content: stack)
        #expect(renderedLines(window) == ["aaa", "bbb"])
        b.isHidden = true
        #expect(renderedLines(window) == ["aaa", "   "])
        #expect(a.drawCount == 1)
    }

    /// Three one-row swatches stacked in a window 3×3.
    private func makeColumn() -> (Window, Swatch, Swatch, Swatch) {
        let a = Swatch("a")
        let b = Swatch("b")
        let c = Swatch("c")
        return (Window(size: Size(width: 3, height: 3), content: VStack([a, b, c])), a, b, c)
    }

    @Test func removingAViewClearsItsAreaAndRedrawsOnlyItsRows() {
        let (window, a, b, c) = makeColumn()
        window.render()
        b.removeFromSuperview()
        #expect(renderedLines(window) == ["aaa", "ccc", "   "])
        #expect(a.drawCount == 1)
        #expect(c.drawCount == 2)
        let (row, left, _, right) = makeRow()
        row.render()
        right.removeFromSuperview()
        #expect(renderedLines(row) == ["aabb  ", "aabb  "])
        #expect(left.drawCount == 2)
    }

    @Test func overlayDrawsAboveAndALaterBaseChangeKeepsItOnTop() {
        let (window, a, b, _) = makeRow()
        window.render()
        let dialog = Swatch("D", size: Size(width: 2, height: 1))
        window.presentOverlay(dialog, placement: .frame(Rect(x: 2, y: 0, width: 2, height: 1)))
        #expect(renderedLines(window) == ["aaDDcc", "aabbcc"])
        #expect(window.lastDrawCount == 1)
        b.glyph = "B"
        b.setNeedsDisplay()
        #expect(renderedLines(window) == ["aaDDcc", "aaBBcc"])
        #expect(dialog.drawCount == 2)
        #expect(a.drawCount == 1)
    }

    @Test func dismissingAnOverlayRepaintsTheRowsItCovered() {
        let (window, a, b, c) = makeColumn()
        window.render()
        let dialog = Swatch("D")
        window.presentOverlay(dialog, placement: .frame(Rect(x: 1, y: 1, width: 1, height: 1)))
        #expect(renderedLines(window) == ["aaa", "bDb", "ccc"])
        window.dismissOverlay(dialog)
        #expect(renderedLines(window) == ["aaa", "bbb", "ccc"])
        #expect(b.drawCount == 2)
        #expect(a.drawCount == 1 && c.drawCount == 1)
    }

    @Test func centeredOverlayUsesItsSize() {
        let window = Window(size: Size(width: 6, height: 3), content: Swatch("."))
        window.content.frame = .zero
        let dialog = Swatch("D", size: Size(width: 2, height: 1))
        window.presentOverlay(dialog)
        window.render()
        #expect(dialog.frame == Rect(x: 2, y: 1, width: 2, height: 1))
        #expect(window.overlays.count == 1)
        #expect(window.topLayer === dialog)
    }

    @Test func invalidateAllRedrawsEverything() {
        let (window, a, _, _) = makeRow()
        window.render()
        window.invalidateAll()
        #expect(window.render() == 4)
        #expect(a.drawCount == 2)
    }

    @Test func resizeLaysOutAgainAndRedraws() {
        let (window, _, _, c) = makeRow()
        window.render()
        window.dispatch(.resize(Size(width: 4, height: 1)))
        #expect(renderedLines(window) == ["aabb"])
        #expect(c.frame.width == 0)
        window.resize(to: Size(width: 8, height: 1))
        #expect(renderedLines(window) == ["aabbcc  "])
    }

    @Test func tinyAndEmptyWindowsNeverCrash() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let (window, _, _, _) = makeRow()
            window.resize(to: size)
            let lines = renderedLines(window)
            #expect(lines.count == size.height)
            #expect(lines.allSatisfy { $0.count == size.width })
        }
    }

    @Test func renderIntoCopiesTheFrame() {
        let (window, _, _, _) = makeRow()
        var canvas = Canvas(size: .zero)
        #expect(window.render(into: &canvas) == 4)
        #expect(canvas.lines == ["aabbcc", "aabbcc"])
    }

    @Test func cursorFollowsTheFocusedViewAndHidesWhenClipped() {
        let a = Swatch("a", focusable: true)
        let b = Swatch("b", focusable: true)
        let window = Window(size: Size(width: 4, height: 2), content: VStack([a, b]))
        window.render()
        #expect(window.cursorPosition == Point(x: 0, y: 0))
        window.focusNext()
        #expect(window.cursorPosition == Point(x: 0, y: 1))
        b.frame = Rect(x: 9, y: 9, width: 1, height: 1)
        #expect(window.cursorPosition == nil)
    }

    @Test func themeIsInheritedAndChangingItRedraws() {
        let (window, a, _, _) = makeRow()
        window.render()
        #expect(a.theme == .default)
        window.theme = .monochrome
        #expect(a.theme == .monochrome)
        #expect(window.render() == 4)
        a.themeOverride = .default
        #expect(a.theme == .default)
    }

    @Test func replacedContentAndDismissedOverlaysAreReleased() {
        weak var oldLabel: Label?
        weak var oldOverlay: View?
        let window = Window(size: Size(width: 4, height: 2))
        do {
            let label = Label("x")
            let overlay = Button("OK")
            oldLabel = label
            oldOverlay = overlay
            window.content = VStack([label])
            window.presentOverlay(overlay)
            window.render()
            window.dismissOverlay(overlay)
            window.content = View()
            window.render()
        }
        #expect(oldLabel == nil)
        #expect(oldOverlay == nil)
    }

    @Test func aChangeDeepInOneBranchVisitsOnlyThatBranch() {
        let quiet = (0..<3).map { _ in Swatch("q") }
        let busy = Swatch("b")
        let window = Window(size: Size(width: 4, height: 4), content: VStack([VStack(quiet), VStack([busy])]))
        window.render()
        busy.glyph = "B"
        busy.setNeedsDisplay()
        #expect(window.content.subviews[0].subtreeNeedsDisplay == false)
        #expect(window.content.subtreeNeedsDisplay && window.content.subviews[1].subtreeNeedsDisplay)
        #expect(window.render() == 1)
        #expect(!window.content.subtreeNeedsDisplay)
        #expect(renderedLines(window)[3] == "BBBB")
    }

    @Test func aWiderChildRelayoutsEveryContainerAbove() {
        let label = Label("a")
        let inner = VStack([label])
        let row = HStack([inner, Label("|")])
        let window = Window(size: Size(width: 6, height: 1), content: Padding(row, all: 0))
        #expect(renderedLines(window) == ["a|    "])
        label.text = "abc"
        #expect(renderedLines(window) == ["abc|  "])
    }
}
