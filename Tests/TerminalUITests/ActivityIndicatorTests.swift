import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
@Suite("Activity indicator")
struct ActivityIndicatorTests {
    @Test func itTurnsOneFrameAPerIntervalOnTheWindowsClock() {
        let spinner = ActivityIndicator(title: "Loading", isAnimating: true)
        let driver = ViewDriver(spinner, size: Size(width: 12, height: 1))
        #expect(driver.lines == ["⠋ Loading   "])
        driver.advanceClock(by: .milliseconds(79))
        #expect(driver.lines == ["⠋ Loading   "])
        driver.advanceClock(by: .milliseconds(1))
        #expect(driver.lines == ["⠙ Loading   "])
        driver.advanceClock(by: .milliseconds(240))
        #expect(driver.lines == ["⠼ Loading   "])
        driver.advanceClock(by: .milliseconds(80 * 6))
        #expect(driver.lines == ["⠋ Loading   "])
        #expect(driver.style(at: Point(x: 0, y: 0)) == Theme.default.normal)
        #expect(driver.style(at: Point(x: 2, y: 0)) == Theme.default.normal)
        spinner.glyphStyle = \.accent
        #expect(driver.style(at: Point(x: 0, y: 0)) == Theme.default.accent)
        spinner.isEnabled = false
        #expect(driver.style(at: Point(x: 0, y: 0)) == Theme.default.disabled)
    }

    @Test func aTickRedrawsTheIndicatorAloneAndWritesOnlyItsGlyph() {
        let spinner = ActivityIndicator(title: "Working", isAnimating: true)
        let neighbour = Label("Unchanged text")
        let driver = ViewDriver(VStack([neighbour, spinner]), size: Size(width: 20, height: 2))
        let neighbourDraws = neighbour.drawCount
        let frames = driver.framesPresented
        driver.advanceClock(by: .milliseconds(80))
        #expect(driver.framesPresented == frames + 1)
        #expect(neighbour.drawCount == neighbourDraws)
        #expect(driver.terminal.lastPresentedRuns.map(\.text) == ["⠙"])
        #expect(driver.terminal.lastPresentedRuns.map(\.origin) == [Point(x: 0, y: 1)])
    }

    @Test func manyTicksInOneAdvanceMakeOneFrame() {
        let spinner = ActivityIndicator(isAnimating: true)
        let driver = ViewDriver(spinner, size: Size(width: 1, height: 1))
        let frames = driver.framesPresented
        driver.advanceClock(by: .seconds(10))
        #expect(driver.framesPresented == frames + 1)
        #expect(driver.lines == [ActivityIndicatorStyle.braille.frames[125 % 10]])
    }

    @Test func stoppedItIsHiddenAndSchedulesNothing() {
        let spinner = ActivityIndicator(title: "Idle")
        let driver = ViewDriver(spinner, size: Size(width: 8, height: 1))
        #expect(spinner.isHidden)
        #expect(driver.lines == ["        "])
        #expect(driver.terminal.clock.scheduledTimerCount == 0)
        spinner.startAnimating()
        #expect(driver.lines == ["⠋ Idle  "])
        #expect(driver.terminal.clock.scheduledTimerCount == 1)
        #expect(spinner.isTicking)
        spinner.stopAnimating()
        #expect(driver.terminal.clock.scheduledTimerCount == 0)
        #expect(driver.lines == ["        "])
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        driver.advanceClock(by: .milliseconds(160))
        #expect(driver.lines == ["⠋ Idle  "])
        #expect(driver.terminal.clock.scheduledTimerCount == 0)
    }

    @Test func hiddenOrOutOfTheWindowItStopsWakingTheApp() {
        let spinner = ActivityIndicator(isAnimating: true)
        let container = VStack([spinner])
        let driver = ViewDriver(container, size: Size(width: 4, height: 2))
        let clock = driver.terminal.clock
        #expect(clock.scheduledTimerCount == 1)
        container.isHidden = true
        driver.advanceClock(by: .milliseconds(80))
        driver.advanceClock(by: .milliseconds(800))
        #expect(clock.scheduledTimerCount == 0)
        #expect(spinner.drawCount == 1)
        container.isHidden = false
        driver.advanceClock(by: .milliseconds(80))
        #expect(clock.scheduledTimerCount == 1)
        #expect(driver.lines[0].hasPrefix(ActivityIndicatorStyle.braille.frames[12 % 10]))
        spinner.removeFromSuperview()
        #expect(clock.scheduledTimerCount == 0)
        container.addSubview(spinner)
        driver.runUntilIdle()
        #expect(clock.scheduledTimerCount == 1)
    }

    @Test func stoppedInAStackItTakesNoRoom() {
        let spinner = ActivityIndicator(title: "Busy")
        let label = Label("ready")
        let driver = ViewDriver(HStack(spacing: 1, [spinner, label]), size: Size(width: 14, height: 1))
        #expect(driver.lines == ["ready         "])
        spinner.startAnimating()
        #expect(driver.lines == ["⠋ Busy ready  "])
    }

    @Test func theBindersSetAnimationAndTitle() {
        let spinner = ActivityIndicator()
        let driver = ViewDriver(spinner, size: Size(width: 10, height: 1))
        let running = PassthroughSubject<Bool, Never>()
        let title = PassthroughSubject<String, Never>()
        running.subscribe(spinner.rx.isAnimating)
        title.subscribe(spinner.rx.title)
        title.send("Saving")
        running.send(true)
        #expect(driver.lines == ["⠋ Saving  "])
        running.send(false)
        #expect(driver.lines == ["          "])
        #expect(spinner.intrinsicSize == Size(width: 8, height: 1))
    }

    @Test func aStyleCyclesItsFramesAndCleansUpBadInput() {
        let style = ActivityIndicatorStyle.line
        #expect(style.frameIndex(at: .zero) == 0)
        #expect(style.frameIndex(at: .milliseconds(129)) == 0)
        #expect(style.frameIndex(at: .milliseconds(130)) == 1)
        #expect(style.frameIndex(at: .milliseconds(130 * 5)) == 1)
        #expect(style.nextFrameTime(after: .milliseconds(200)) == .milliseconds(260))
        #expect(style.frameIndex(at: .seconds(-5)) == 0)
        #expect(style.nextFrameTime(after: TerminalClock.maximumTime) == TerminalClock.maximumTime)
        let empty = ActivityIndicatorStyle(frames: [], interval: .zero)
        #expect(empty.frames == [" "])
        #expect(empty.interval == ActivityIndicatorStyle.minimumInterval)
        let wide = ActivityIndicator(
            title: "x", style: ActivityIndicatorStyle(frames: ["🌑", "🌓"], interval: .seconds(1)))
        #expect(wide.intrinsicSize == Size(width: 4, height: 1))
    }

    @Test(arguments: [Size.zero, Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinySizes(size: Size) {
        let spinner = ActivityIndicator(title: "Loading", isAnimating: true)
        let driver = ViewDriver(spinner, size: size)
        driver.advanceClock(by: .milliseconds(80))
        let expected: [String] =
            switch size.width {
            case 0: []
            case 1: ["⠙"]
            default: ["⠙ ", "  "]
            }
        #expect(driver.lines == expected)
        #expect(driver.terminal.wideGlyphViolations == 0)
        #expect(driver.terminal.clock.scheduledTimerCount == (size.width == 0 ? 0 : 1))
    }

    @Test("a stopped indicator shows its stopped look: the first frame, a check mark, a pause sign or a glyph")
    func stoppedLook() {
        let spinner = ActivityIndicator(title: "Report", isAnimating: true, hidesWhenStopped: false)
        let driver = ViewDriver(spinner, size: Size(width: 10, height: 1))
        driver.advanceClock(by: .milliseconds(160))
        #expect(driver.lines == ["⠹ Report  "])
        spinner.stopAnimating()
        #expect(driver.lines == ["⠋ Report  "])
        spinner.stoppedLook = .finished
        #expect(driver.lines == ["✓ Report  "])
        Just(.paused).subscribe(spinner.rx.stoppedLook)
        #expect(driver.lines == ["‖ Report  "])
        spinner.stoppedLook = .glyph("××")
        #expect(driver.lines == ["× Report  "], "cut to the style's width")
        spinner.startAnimating()
        #expect(driver.lines.first?.first != "×")
        #expect(spinner.isTicking)
    }
}
