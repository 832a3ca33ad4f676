import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct LogViewTests {
    /// A log of `count` lines "line 1"…, shown in a driver of `width` × `height`.
    func makeLog(count: Int = 10, width: Int = 12, height: Int = 4) -> (LogView, ViewDriver<LogView>) {
        let log = LogView(lines: (1...max(1, count)).prefix(count).map { "line \($0)" })
        return (log, ViewDriver(log, size: Size(width: width, height: height)))
    }

    @Test func showsTheNewestLinesWithAScrollIndicator() {
        let (log, ui) = makeLog()
        #expect(ui.lines == ["line 7     │", "line 8     │", "line 9     │", "line 10    █"])
        #expect(log.isFollowing)
        #expect(log.renderedRowCount == 4)
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.normal)
        #expect(ui.style(at: Point(x: 11, y: 3)) == Theme.default.focused)
    }

    @Test func linesThatFitStartAtTheTopWithoutIndicator() {
        let (log, ui) = makeLog(count: 2)
        #expect(ui.lines == ["line 1      ", "line 2      ", "            ", "            "])
        #expect(!log.isOverflowing)
        ui.press(.up)
        #expect(log.isFollowing)
    }

    @Test func longLinesAreCutWithAnEllipsis() {
        let log = LogView(lines: ["a fairly long line", "漢字漢字漢字"])
        let ui = ViewDriver(log, size: Size(width: 8, height: 2))
        #expect(ui.lines == ["a fairl…", "漢字漢… "])
    }

    @Test func scrollingUpStopsFollowingAndShowsTheBadge() {
        let (log, ui) = makeLog()
        let changes = EventLog(log.followingChanged)
        ui.press(.up)
        #expect(!log.isFollowing)
        #expect(changes.values == [false])
        #expect(ui.lines == ["line 6     │", "line 7     │", "line 8     █", "l ↓ paused │"])
        #expect(ui.style(at: Point(x: 2, y: 3)) == Theme.default.hint)
        ui.press(.down)
        #expect(log.isFollowing)
        #expect(changes.values == [false, true])
        #expect(ui.lines == ["line 7     │", "line 8     │", "line 9     │", "line 10    █"])
    }

    @Test func pagesHomeAndEnd() {
        let (log, ui) = makeLog(count: 20)
        ui.press(.pageUp)
        #expect(ui.lines[0] == "line 14    │")
        ui.press(.home)
        #expect(ui.lines[0] == "line 1     █")
        ui.press(.pageDown)
        #expect(ui.lines[0] == "line 4     │")
        ui.press(.end)
        #expect(log.isFollowing)
        #expect(ui.lines[0] == "line 17    │")
        ui.press(.home)
        ui.press(.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown)
        #expect(log.isFollowing)
    }

    @Test func theWheelScrollsThreeRows() {
        let (log, ui) = makeLog(count: 20)
        ui.window.dispatch(.mouse(.wheelUp(at: Point(x: 1, y: 1))))
        ui.runUntilIdle()
        #expect(ui.lines[0] == "line 14    │")
        #expect(!log.isFollowing)
        ui.window.dispatch(.mouse(.wheelDown(at: Point(x: 1, y: 1))))
        ui.runUntilIdle()
        #expect(log.isFollowing)
        let (short, shortUI) = makeLog(count: 2)
        #expect(!short.handle(.mouse(.wheelUp(at: .zero))))
        #expect(shortUI.lines[0] == "line 1      ")
    }

    @Test func hintsSayWhatTheKeysDo() {
        let (_, ui) = makeLog()
        #expect(ui.window.activeHints.map(\.hint) == ["Scroll"])
        #expect(ui.window.activeHints.first?.displayedKey == "↑↓")
        ui.press(.up)
        #expect(ui.window.activeHints.map(\.hint) == ["Scroll", "Follow"])
        ui.press(.end)
        #expect(ui.window.activeHints.map(\.hint) == ["Scroll"])
        let (_, short) = makeLog(count: 2)
        #expect(short.window.activeHints.isEmpty)
    }

    @Test func newLinesWhilePausedKeepTheViewAndCountInTheBadge() {
        let (log, ui) = makeLog()
        ui.press(.up, .up)
        log.append("line 11")
        log.append(contentsOf: ["line 12", "line 13"])
        #expect(log.newLineCount == 3)
        #expect(ui.lines == ["line 5     │", "line 6     █", "line 7     │", "li ↓ 3 new │"])
        ui.press(.end)
        #expect(log.newLineCount == 0)
        #expect(ui.lines == ["line 10    │", "line 11    │", "line 12    │", "line 13    █"])
    }

    @Test func appendSplitsTextAtNewlines() {
        let log = LogView()
        log.append("one\ntwo\r\nthree\n")
        log.append("")
        log.append(contentsOf: ["four\rfive", "six"])
        #expect(log.lines == ["one", "two", "three", "", "four", "five", "six"])
        log.lines = ["a\nb"]
        let ui = ViewDriver(log, size: Size(width: 4, height: 1))
        #expect(ui.lines == ["a␤b "])
    }

    @Test func theCapDropsTheOldestLines() {
        let (log, ui) = makeLog(count: 10)
        log.maximumLineCount = 6
        #expect(log.lines.first == "line 5")
        ui.press(.home)
        #expect(ui.lines[0] == "line 5     █")
        log.append(contentsOf: ["line 11", "line 12"])
        #expect(log.lineCount == 6)
        #expect(ui.lines[0] == "line 7     █")
        #expect(!log.isFollowing)
        log.maximumLineCount = 0
        #expect(log.maximumLineCount == 1)
        #expect(log.lines == ["line 12"])
        #expect(log.isFollowing)
        #expect(LogView(lines: ["a", "b", "c"], maximumLineCount: 2).lines == ["b", "c"])
    }

    @Test func emptyLogShowsItsText() {
        let log = LogView(emptyText: "no changes yet")
        let ui = ViewDriver(log, size: Size(width: 16, height: 2))
        #expect(ui.lines == ["no changes yet  ", "                "])
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.normal.dim)
        log.append("first")
        #expect(ui.lines == ["first           ", "                "])
        log.clear()
        #expect(ui.lines[0] == "no changes yet  ")
        #expect(log.isFollowing)
    }

    @Test func programmaticScrollingFiresNoEvent() {
        let (log, ui) = makeLog(count: 20)
        let changes = EventLog(log.followingChanged)
        log.scrollToTop()
        #expect(ui.lines[0] == "line 1     █")
        log.scroll(by: 2)
        #expect(ui.lines[0] == "line 3     │")
        log.scrollToEnd()
        #expect(log.isFollowing)
        log.scroll(by: -100)
        #expect(ui.lines[0] == "line 1     █")
        #expect(changes.values.isEmpty)
    }

    @Test func disabledLogIgnoresKeysAndDrawsDisabled() {
        let (log, ui) = makeLog()
        log.isEnabled = false
        ui.press(.up)
        #expect(log.isFollowing)
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.disabled)
        #expect(!log.handle(.mouse(.wheelUp(at: .zero))))
    }

    @Test func tinySizesNeverCrash() {
        for (width, height) in [(0, 0), (1, 1), (2, 2)] {
            let (log, ui) = makeLog(count: 5, width: width, height: height)
            #expect(ui.lines.count == height)
            ui.press(.up, .pageUp, .home, .down, .pageDown, .end)
            log.wrapsLines = true
            log.append("漢字 and more")
            ui.press(.up, .up)
            #expect(ui.lines.count == height)
            #expect(log.renderedRowCount <= height)
        }
        let (_, one) = makeLog(count: 5, width: 1, height: 1)
        #expect(one.lines == ["…"])
        one.press(.up)
        #expect(one.lines == ["↓"])
        let (_, two) = makeLog(count: 5, width: 2, height: 2)
        #expect(two.lines == ["l…", "l…"])
        two.press(.up)
        #expect(two.lines == ["l…", "l↓"])
    }

    @Test func goldenScreens() {
        let log = LogView(
            lines: (1...40).map { "12:00:\($0 < 10 ? "0" : "")\($0) request \($0) served in \($0 * 7) ms" })
        log.wrapsLines = true
        let ui = ViewDriver(log, size: Size(width: 30, height: 8))
        ui.expectScreen(named: "log-view-following")
        ui.press(.pageUp)
        log.append(contentsOf: ["12:00:41 request 41 failed: 服务器错误", "12:00:42 retrying"])
        ui.expectScreen(named: "log-view-paused")
    }
}
