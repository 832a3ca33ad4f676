import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct SparklineTests {
    @Test func scalesTheValuesShownFromLowestToHighest() {
        let sparkline = Sparkline(values: [0, 1, 2, 3, 4, 5, 6, 7])
        #expect(lines(of: sparkline, width: 8, height: 1) == ["▁▂▃▄▅▆▇█"])
        #expect(lines(of: Sparkline(values: [-10, -5, 0]), width: 3, height: 1) == ["▁▅█"])
    }

    @Test func showsTheNewestValuesThatFitFlushRight() {
        let sparkline = Sparkline(values: [100, 0, 1, 2])
        #expect(lines(of: sparkline, width: 3, height: 1) == ["▁▅█"])
        #expect(lines(of: Sparkline(values: [0, 7]), width: 5, height: 1) == ["   ▁█"])
        let ui = ViewDriver(Sparkline(values: [9, 0, 1, 2]), size: Size(width: 4, height: 1))
        #expect(ui.lines == ["█▁▂▃"])
        ui.resize(Size(width: 3, height: 1))
        #expect(ui.lines == ["▁▅█"])
    }

    @Test func fixedEndsClampTheValues() {
        let sparkline = Sparkline(values: [-5, 0, 50, 100, 500], minimumValue: 0, maximumValue: 100)
        #expect(lines(of: sparkline, width: 5, height: 1) == ["▁▁▅██"])
        sparkline.maximumValue = nil
        #expect(lines(of: sparkline, width: 5, height: 1) == ["▁▁▂▂█"])
        sparkline.minimumValue = .nan
        #expect(lines(of: sparkline, width: 5, height: 1) == ["▁▁▂▂█"])
    }

    @Test func constantValuesStandAtHalfHeight() {
        #expect(lines(of: Sparkline(values: [3, 3, 3]), width: 3, height: 1) == ["▄▄▄"])
        #expect(lines(of: Sparkline(values: [2], minimumValue: 5, maximumValue: 1), width: 1, height: 1) == ["▄"])
    }

    @Test func nanLeavesAGapAndInfinitiesAreTheEnds() {
        let sparkline = Sparkline(values: [1, .nan, 2, .infinity, -.infinity, 3])
        #expect(lines(of: sparkline, width: 6, height: 1) == ["▁ ▅█▁█"])
        #expect(lines(of: Sparkline(values: [.nan, .nan]), width: 2, height: 1) == ["  "])
        #expect(lines(of: Sparkline(values: [.infinity, -.infinity]), width: 2, height: 1) == ["█▁"])
        let extremes = Sparkline(values: [-Double.greatestFiniteMagnitude, 0, .greatestFiniteMagnitude])
        #expect(lines(of: extremes, width: 3, height: 1) == ["▁▅█"])
    }

    @Test func emptyValuesDrawNothing() {
        #expect(lines(of: Sparkline(), width: 4, height: 1) == ["    "])
    }

    @Test func tallerSparklinesStackBlocks() {
        let sparkline = Sparkline(values: [0, 1, 2, 3, 4])
        #expect(lines(of: sparkline, width: 5, height: 2) == ["  ▁▄█", "▁▅███"])
    }

    @Test func drawsInItsStyleOrTheAccent() {
        let sparkline = Sparkline(values: [1, 2])
        let ui = ViewDriver(sparkline, size: Size(width: 2, height: 1))
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.accent)
        sparkline.style = Style(foreground: .green)
        #expect(ui.style(at: Point(x: 1, y: 0)) == Style(foreground: .green))
        sparkline.isEnabled = false
        #expect(ui.style(at: Point(x: 1, y: 0)) == Theme.default.disabled)
        #expect(!sparkline.canBecomeFocused)
    }

    @Test func bindersSetValuesAndEnds() {
        let sparkline = Sparkline()
        let window = Window(size: Size(width: 3, height: 1), content: sparkline)
        window.render()
        let values = PassthroughSubject<[Double], Never>()
        values.subscribe(sparkline.rx.values)
        values.send([1, 2, 3])
        #expect(renderedLines(window) == ["▁▅█"])
        values.send([1, 2, 3])
        #expect(!window.needsRender)
        values.send([1, .nan])
        #expect(renderedLines(window) == [" ▄ "])
        values.send([1, .nan])
        #expect(!window.needsRender)
        let maximum = PassthroughSubject<Double?, Never>()
        maximum.subscribe(sparkline.rx.maximumValue)
        let minimum = PassthroughSubject<Double?, Never>()
        minimum.subscribe(sparkline.rx.minimumValue)
        minimum.send(0)
        maximum.send(1)
        #expect(renderedLines(window) == [" █ "])
    }

    @Test func tinySizesNeverCrash() {
        let values: [Double] = [1, .nan, 5, -2, .infinity, 3]
        #expect(lines(of: Sparkline(values: values), width: 0, height: 0) == [])
        #expect(lines(of: Sparkline(values: values), width: 1, height: 1) == ["▄"])
        #expect(lines(of: Sparkline(values: values), width: 2, height: 2) == ["█ ", "██"])
        #expect(Sparkline(values: values).intrinsicSize == Size(width: 20, height: 1))
    }

    @Test func goldenScreen() {
        let values: [Double] = [3, 5, 2, 8, 13, 9, 4, 6, 11, 15, 12, 7, 5, 9, 14, 10]
        let ui = ViewDriver(Sparkline(values: values), size: Size(width: 20, height: 3))
        ui.expectScreen(named: "sparkline-three-rows")
    }
}

@Suite struct SparklineScaleTests {
    @Test func mapsTheRangeOntoEighths() {
        let scale = SparklineScale(values: [0, 10], rows: 2)
        #expect(scale.maximumEighths == 16)
        #expect(scale.eighths(for: 0) == 1)
        #expect(scale.eighths(for: 10) == 16)
        #expect(scale.eighths(for: 5) == 9)
        #expect(scale.eighths(for: .nan) == nil)
        #expect(scale.eighths(for: -3) == 1)
        #expect(scale.eighths(for: 30) == 16)
    }

    @Test func ignoresNonFiniteValuesAndEnds() {
        let scale = SparklineScale(
            values: [.infinity, 2, .nan, 4], rows: 1, minimumValue: .infinity, maximumValue: -.infinity)
        #expect(scale.lowerBound == 2)
        #expect(scale.upperBound == 4)
        #expect(SparklineScale(values: [], rows: 0).maximumEighths == 8)
    }
}
