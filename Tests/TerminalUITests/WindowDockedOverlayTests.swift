import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
@Suite("A docked overlay beside the content")
struct WindowDockedOverlayTests {
    @Test func anOverlaySetAsideKeepsItsFocusWhileKeysGoToTheContent() {
        let appButton = Button("App")
        let content = View()
        content.addSubview(appButton)
        appButton.frame = Rect(x: 0, y: 0, width: 7, height: 1)
        let window = Window(size: Size(width: 20, height: 6), content: content)
        let toolButton = Button("Tool")
        let tool = View()
        tool.addSubview(toolButton)
        toolButton.frame = Rect(x: 0, y: 0, width: 8, height: 1)
        window.presentOverlay(tool, placement: .frame(Rect(x: 0, y: 3, width: 20, height: 3)))
        #expect(window.focusedView === toolButton)
        #expect(window.takesEvents(overlay: tool))

        window.setTakesEvents(false, overlay: tool)
        #expect(window.focusedView === appButton)
        #expect(window.topLayer === content)
        #expect(!window.takesEvents(overlay: tool))
        #expect(window.overlays.count == 1)

        window.setTakesEvents(true, overlay: tool)
        #expect(window.focusedView === toolButton)
        #expect(window.topLayer === tool)
    }

    @Test func theContentPlacementNarrowsTheContentAndFillGivesItBack() {
        let content = View()
        let window = Window(size: Size(width: 20, height: 6), content: content)
        window.contentPlacement = .frame(Rect(x: 0, y: 0, width: 20, height: 3))
        window.render()
        #expect(content.frame == Rect(x: 0, y: 0, width: 20, height: 3))
        window.contentPlacement = .fill
        window.render()
        #expect(content.frame == Rect(x: 0, y: 0, width: 20, height: 6))
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinyWindowsKeepWorking(size: Size) {
        let window = Window(size: size, content: View())
        let tool = View()
        window.presentOverlay(tool, placement: .fill)
        window.setTakesEvents(false, overlay: tool)
        window.contentPlacement = .frame(Rect(x: 0, y: 0, width: size.width, height: size.height / 2))
        window.render()
        #expect(window.currentFrame.size == size)
    }
}
