import OpenCombine
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct ProgressBarTests {
    @Test func fillsWholeAndPartialCellsWithBlocks() {
        #expect(lines(of: ProgressBar(progress: 0.5), width: 10, height: 1) == ["█████░░░░░"])
        #expect(lines(of: ProgressBar(progress: 0.55), width: 10, height: 1) == ["█████▌░░░░"])
        #expect(lines(of: ProgressBar(progress: 1), width: 4, height: 1) == ["████"])
        #expect(lines(of: ProgressBar(progress: 0), width: 4, height: 1) == ["░░░░"])
    }

    @Test func monochromeFillsWholeCellsInReverse() {
        let window = Window(size: Size(width: 4, height: 1), theme: .monochrome, content: ProgressBar(progress: 0.5))
        #expect(renderedLines(window) == ["  ░░"])
        #expect(window.currentFrame[x: 1, y: 0].style.attributes.contains(.reverse))
        #expect(!window.currentFrame[x: 2, y: 0].style.attributes.contains(.reverse))
    }

    @Test func showsThePercentageRoundedDown() {
        #expect(
            lines(of: ProgressBar(progress: 0.426, showsPercentage: true), width: 10, height: 1)
                == ["██▏░░  42%"])
        #expect(ProgressBar(progress: 0.999).percentageText == "99%")
        #expect(lines(of: ProgressBar(progress: 1, showsPercentage: true), width: 6, height: 1) == ["█ 100%"])
    }

    @Test func clampsAndTreatsNaNAsZero() {
        let bar = ProgressBar()
        bar.progress = -1
        #expect(bar.progress == 0)
        bar.progress = 7
        #expect(bar.progress == 1)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.progress = .infinity
        #expect(bar.progress == 1)
    }

    @Test func binderUpdatesTheBar() {
        let bar = ProgressBar()
        let window = Window(size: Size(width: 4, height: 1), content: bar)
        window.render()
        let progress = PassthroughSubject<Double, Never>()
        progress.subscribe(bar.rx.progress)
        progress.send(0.25)
        #expect(renderedLines(window) == ["█░░░"])
        progress.send(0.25)
        #expect(!window.needsRender)
        #expect(!bar.canBecomeFocused)
    }

    @Test func tinySizesNeverCrash() {
        #expect(lines(of: ProgressBar(progress: 0.5, showsPercentage: true), width: 0, height: 0) == [])
        #expect(lines(of: ProgressBar(progress: 0.5, showsPercentage: true), width: 1, height: 1) == ["▌"])
        #expect(lines(of: ProgressBar(progress: 0.5), width: 2, height: 2) == ["█░", "  "])
    }
}
