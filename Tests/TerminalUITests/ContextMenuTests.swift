import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
@Suite("Context menus: the focused view's commands, placed inside the screen")
struct ContextMenuTests {
    @Test("Shift-F10 lists the focused view's and its ancestors' commands with their keys")
    func shiftF10ListsTheChainsCommands() {
        let fixture = MenuFixture()
        fixture.driver.press(Key(.function(10), modifiers: .shift))
        #expect(fixture.topMenuRows == [">Save Ctrl-S", "Rename F2", "Sort lines"])
        let popup = fixture.popups.last
        #expect(popup?.frame.origin == fixture.left.frameInWindow.origin)
        fixture.driver.expectScreen(named: "context-menu")
        fixture.driver.press(.end, .enter)
        #expect(fixture.log == ["left:sortLines"])
    }

    @Test("the Menu key opens it too, and Esc closes it")
    func menuKey() {
        let fixture = MenuFixture()
        fixture.driver.press(.menu)
        #expect(fixture.popups.count == 1)
        #expect(fixture.bar.openIndex == nil)
        fixture.driver.press(.escape)
        #expect(fixture.popups.isEmpty)
        #expect(fixture.window.focusedView === fixture.left)
    }

    @Test("the bytes terminals send for Shift-F10 and the Menu key open the context menu")
    func terminalBytes() {
        for bytes in ["\u{1B}[21;2~", "\u{1B}[29~"] {
            let fixture = MenuFixture()
            fixture.driver.feed(bytes: Array(bytes.utf8))
            #expect(fixture.popups.count == 1, "\(bytes.debugDescription)")
        }
    }

    @Test("a right-click focuses the view under the mouse and opens its menu there")
    func rightClick() {
        let fixture = MenuFixture()
        let point = Point(x: fixture.right.frameInWindow.minX + 1, y: 5)
        fixture.driver.click(at: point, button: .right)
        #expect(fixture.popups.last?.frame.origin == point)
        fixture.driver.press(.escape)
        #expect(fixture.window.focusedView === fixture.right)
        fixture.window.contextMenuKeys = []
        fixture.driver.click(at: point, button: .right)
        #expect(fixture.popups.isEmpty, "without context menu keys a right-click is left alone")
    }

    @Test(
        "placement stays inside the screen at any size and flips at the edges",
        arguments: [
            Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2),
            Size(width: 80, height: 24), Size(width: 500, height: 200),
        ])
    func placementStaysInside(screen: Size) {
        let menu = Size(width: 20, height: 8)
        let corners = [
            Point(x: 0, y: 0), Point(x: screen.width - 1, y: 0), Point(x: 0, y: screen.height - 1),
            Point(x: screen.width - 1, y: screen.height - 1), Point(x: screen.width / 2, y: screen.height / 2),
            Point(x: -5, y: -5), Point(x: Int.max, y: Int.max),
        ]
        let bounds = Rect(origin: .zero, size: screen)
        for point in corners {
            let frames = [
                MenuPlacement.frame(size: menu, at: point, in: screen),
                MenuPlacement.frame(
                    size: menu, below: Rect(origin: point, size: Size(width: 6, height: 1)), in: screen),
                MenuPlacement.frame(
                    size: menu, beside: Rect(origin: point, size: Size(width: 6, height: 1)), in: screen),
            ]
            for frame in frames {
                #expect(frame.minX >= 0 && frame.minY >= 0)
                #expect(frame.maxX <= screen.width && frame.maxY <= screen.height)
                #expect(frame.width == min(menu.width, screen.width) && frame.height == min(menu.height, screen.height))
                #expect(frame.isEmpty || bounds.intersection(frame) == frame)
            }
        }
    }

    @Test("at the right and bottom edges the menu flips left and up from the point")
    func flipsAtEdges() {
        let screen = Size(width: 80, height: 24)
        let menu = Size(width: 20, height: 8)
        #expect(
            MenuPlacement.frame(size: menu, at: Point(x: 5, y: 3), in: screen) == Rect(x: 5, y: 3, width: 20, height: 8)
        )
        #expect(
            MenuPlacement.frame(size: menu, at: Point(x: 75, y: 20), in: screen)
                == Rect(x: 55, y: 12, width: 20, height: 8))
        #expect(
            MenuPlacement.frame(size: menu, below: Rect(x: 70, y: 22, width: 6, height: 1), in: screen)
                == Rect(x: 60, y: 14, width: 20, height: 8), "a drop-down flips above its title")
        #expect(
            MenuPlacement.frame(size: menu, beside: Rect(x: 65, y: 20, width: 10, height: 1), in: screen)
                == Rect(x: 45, y: 16, width: 20, height: 8), "a submenu flips to the left")
    }

    @Test("a right-click at each corner of an 80×24 screen opens a menu inside it")
    func rightClickAtCorners() {
        for point in [Point(x: 0, y: 1), Point(x: 79, y: 1), Point(x: 0, y: 12), Point(x: 79, y: 12)] {
            let fixture = MenuFixture(size: Size(width: 80, height: 24))
            fixture.driver.click(at: Point(x: point.x, y: point.y), button: .right)
            guard let frame = fixture.popups.last?.frame else {
                Issue.record("no menu at \(point)")
                continue
            }
            #expect(frame.minX >= 0 && frame.maxX <= 80 && frame.minY >= 0 && frame.maxY <= 24)
        }
    }

    @Test("an open menu stays inside the screen when it shrinks")
    func resizeKeepsTheMenuInside() {
        let fixture = MenuFixture(size: Size(width: 80, height: 24))
        fixture.driver.click(at: Point(x: 70, y: 20), button: .right)
        for size in [
            Size(width: 10, height: 5), Size(width: 2, height: 2), Size(width: 0, height: 0),
            Size(width: 500, height: 200),
        ] {
            fixture.driver.resize(size)
            guard let frame = fixture.popups.last?.frame else { continue }
            #expect(frame.maxX <= size.width && frame.maxY <= size.height && frame.minX >= 0 && frame.minY >= 0)
        }
    }
}
