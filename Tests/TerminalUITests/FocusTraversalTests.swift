import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct FocusTraversalTests {
    /// A 2×2 grid of focusable swatches built out of order: a b / c d (visually).
    private func makeGrid() -> (Window, [Swatch]) {
        let a = Swatch("a", focusable: true)
        let b = Swatch("b", focusable: true)
        let c = Swatch("c", focusable: true)
        let d = Swatch("d", focusable: true)
        let root = View()
        for (view, x, y) in [(d, 1, 1), (b, 1, 0), (c, 0, 1), (a, 0, 0)] {
            root.addSubview(view)
            view.frame = Rect(x: x, y: y, width: 1, height: 1)
        }
        let window = Window(size: Size(width: 2, height: 2), content: root)
        return (window, [a, b, c, d])
    }

    @Test func firstFocusableViewIsFocusedInitially() {
        let (window, views) = makeGrid()
        #expect(window.focusedView === views[0])
        #expect(views[0].isFocused)
    }

    @Test func tabMovesInVisualOrderAndWraps() {
        let (window, views) = makeGrid()
        var seen: [View?] = []
        for _ in 0..<5 {
            window.dispatch(.key(.tab))
            seen.append(window.focusedView)
        }
        let expected: [View] = [views[1], views[2], views[3], views[0], views[1]]
        #expect(zip(seen, expected).allSatisfy { $0 === $1 })
    }

    @Test func backTabAndShiftTabMoveBackwards() {
        let (window, views) = makeGrid()
        window.dispatch(.key(.backTab))
        #expect(window.focusedView === views[3])
        window.dispatch(.key(Key(.tab, modifiers: .shift)))
        #expect(window.focusedView === views[2])
    }

    @Test func hiddenDisabledAndUnfocusableViewsAreSkipped() {
        let (window, views) = makeGrid()
        views[1].isHidden = true
        views[2].isEnabled = false
        window.focusNext()
        #expect(window.focusedView === views[3])
        views[3].focusable = false
        window.focusNext()
        #expect(window.focusedView === views[0])
        #expect(window.focusOrder.count == 1)
    }

    @Test func viewsInsideHiddenOrDisabledAncestorsAreSkipped() {
        let inner = Swatch("i", focusable: true)
        let container = VStack([inner])
        let outer = Swatch("o", focusable: true)
        let window = Window(size: Size(width: 2, height: 2), content: VStack([container, outer]))
        window.render()
        #expect(window.focusOrder.count == 2)
        container.isHidden = true
        #expect(window.focusOrder.map { $0 === outer } == [true])
        container.isHidden = false
        container.isEnabled = false
        #expect(window.focusOrder.map { $0 === outer } == [true])
        #expect(!inner.becomeFocused())
    }

    @Test func hidingTheFocusedViewMovesFocusToTheNextOne() {
        let (window, views) = makeGrid()
        views[1].becomeFocused()
        views[1].isHidden = true
        #expect(window.focusedView === views[2])
    }

    @Test func removingOrDisablingTheFocusedViewKeepsFocusValid() {
        let (window, views) = makeGrid()
        views[3].becomeFocused()
        views[3].removeFromSuperview()
        #expect(window.focusedView === views[0])
        views[0].isEnabled = false
        #expect(window.focusedView === views[1])
    }

    @Test func focusHooksRunOnChange() {
        let (window, views) = makeGrid()
        window.render()
        #expect(window.render() == 0)
        window.focusNext()
        #expect(window.needsRender)
        window.render()
        #expect(views[0].drawCount == 2 && views[1].drawCount == 2)
        #expect(views[2].drawCount == 1)
    }

    @Test func overlayTakesFocusAndRestoresItOnDismiss() {
        let (window, views) = makeGrid()
        views[2].becomeFocused()
        let ok = Swatch("o", focusable: true)
        let cancel = Swatch("c", focusable: true)
        let dialog = HStack([ok, cancel])
        window.presentOverlay(dialog, placement: .fill)
        #expect(window.focusedView === ok)
        #expect(!views[2].isFocused)
        #expect(!views[3].becomeFocused())
        window.dispatch(.key(.tab))
        #expect(window.focusedView === cancel)
        window.dismissOverlay(dialog)
        #expect(window.focusedView === views[2])
    }

    @Test func overlayCanChooseItsInitialFocus() {
        let (window, _) = makeGrid()
        let ok = Swatch("o", focusable: true)
        let cancel = Swatch("c", focusable: true)
        let dialog = HStack([ok, cancel])
        window.presentOverlay(dialog, focus: cancel)
        #expect(window.focusedView === cancel)
    }

    @Test func resignFocusMovesOn() {
        let (window, views) = makeGrid()
        views[0].resignFocus()
        #expect(window.focusedView === views[1])
    }

    @Test func mousePressFocusesTheViewUnderIt() {
        let (window, views) = makeGrid()
        window.render()
        window.dispatch(.mouse(.press(.left, at: Point(x: 1, y: 1))))
        #expect(window.focusedView === views[3])
    }

    @Test func unusedArrowsMoveFocusButArrowsAWidgetUsesStayInside() {
        final class ArrowEater: View {
            var lefts = 0
            override var canBecomeFocused: Bool { true }
            override func handle(_ event: Event) -> Bool {
                guard event == .key(.left) || event == .key(.right) else { return false }
                lefts += 1
                return true
            }
        }
        let eater = ArrowEater()
        let other = Swatch("o", focusable: true)
        let window = Window(size: Size(width: 2, height: 2), content: VStack([eater, other]))
        window.dispatch(.key(.right))
        window.dispatch(.key(.left))
        #expect(eater.isFocused && eater.lefts == 2)
        window.dispatch(.key(.down))
        #expect(other.isFocused)
        window.dispatch(.key(.up))
        #expect(eater.isFocused)
        window.arrowKeysMoveFocus = false
        #expect(!window.dispatch(.key(.down)))
        #expect(eater.isFocused)
    }

    @Test func replacingTheContentAndPuttingItBackRestoresItsFocus() {
        let (window, views) = makeGrid()
        views[2].becomeFocused()
        let firstRoot = window.content
        let next = Swatch("n", focusable: true)
        window.content = VStack([next])
        #expect(window.focusedView === next)
        #expect(!views[2].isFocused)
        window.content = firstRoot
        #expect(window.focusedView === views[2])
    }

    @Test func stackedOverlaysRestoreFocusLayerByLayer() {
        let (window, views) = makeGrid()
        views[3].becomeFocused()
        let first = Swatch("1", focusable: true)
        let second = Swatch("2", focusable: true)
        window.presentOverlay(first)
        window.presentOverlay(second)
        #expect(window.focusedView === second)
        window.dismissOverlay(first)
        #expect(window.focusedView === second)
        #expect(window.overlays.count == 1)
        window.dismissOverlay(second)
        #expect(window.focusedView === views[3])
        window.dismissOverlay(second)
        #expect(window.overlays.isEmpty)
    }
}
