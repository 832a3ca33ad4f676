import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct BarChartTests {
    static let usage = [
        BarChart.Bar("CPU", value: 50), BarChart.Bar("Memory", value: 100), BarChart.Bar("Disk", value: 25),
    ]

    @Test func drawsLabelsBarsAndValuesScaledToTheLargest() {
        #expect(
            lines(of: BarChart(bars: Self.usage), width: 24, height: 3) == [
                "CPU    ██████▌        50",
                "Memory █████████████ 100",
                "Disk   ███▎           25",
            ])
    }

    @Test func alignsWideLabelsByDisplayWidth() {
        let chart = BarChart(bars: [BarChart.Bar("東京", value: 3), BarChart.Bar("Osaka", value: 1)])
        #expect(lines(of: chart, width: 16, height: 2) == ["東京  ████████ 3", "Osaka ██▋      1"])
        chart.labelAlignment = .right
        #expect(lines(of: chart, width: 16, height: 2) == [" 東京 ████████ 3", "Osaka ██▋      1"])
    }

    @Test func aFixedMaximumScalesAndClamps() {
        let chart = BarChart(bars: [BarChart.Bar("a", value: 100), BarChart.Bar("b", value: 300)], maximumValue: 200)
        #expect(lines(of: chart, width: 12, height: 2) == ["a ███    100", "b ██████ 300"])
        chart.maximumValue = -1
        #expect(chart.scaleMaximum == 300)
    }

    @Test func valuesAreFormattedOrReplaced() {
        let chart = BarChart(bars: [
            BarChart.Bar("a", value: 2.5), BarChart.Bar("b", value: 1.0 / 3),
            BarChart.Bar("c", value: 1, valueText: "1 GB"),
        ])
        #expect(chart.bars.map(chart.valueText(of:)) == ["2.5", "0.33", "1 GB"])
        chart.valueFormatter = { "\(Int($0 * 100))%" }
        #expect(chart.bars.map(chart.valueText(of:)) == ["250%", "33%", "1 GB"])
        chart.showsValues = false
        #expect(lines(of: chart, width: 6, height: 1) == ["a ████"])
    }

    @Test func smallPositiveValuesShowASliverAndOthersNone() {
        let chart = BarChart(bars: [
            BarChart.Bar("a", value: 1000), BarChart.Bar("b", value: 0.001), BarChart.Bar("c", value: 0),
            BarChart.Bar("d", value: -3), BarChart.Bar("e", value: .nan), BarChart.Bar("f", value: .infinity),
        ])
        #expect(
            lines(of: chart, width: 12, height: 6) == [
                "a █████ 1000", "b ▏        0", "c          0", "d         -3", "e        NaN", "f █████    ∞",
            ])
    }

    @Test func narrowWidthsCutLabelsThenDropValues() {
        #expect(
            lines(of: BarChart(bars: Self.usage), width: 10, height: 3) == ["CPU ███   ", "Me… ██████", "Di… █▌    "])
        let layout = BarChartLayout(width: 12, widestLabel: 6, widestValue: 3)
        #expect(layout == BarChartLayout(width: 12, widestLabel: 3, widestValue: 3))
        #expect(layout.labelWidth == 3 && layout.barWidth == 4 && layout.valueWidth == 3 && layout.valueStart == 9)
    }

    @Test func monochromeDrawsWholeCellsInReverse() {
        let ui = ViewDriver(BarChart(bars: Self.usage), size: Size(width: 24, height: 3), theme: .monochrome)
        #expect(ui.style(at: Point(x: 13, y: 0)).attributes.contains(.reverse))
        #expect(!ui.style(at: Point(x: 14, y: 0)).attributes.contains(.reverse))
        #expect(ui.lines[0] == "CPU                   50")
    }

    @Test func stylesComeFromTheBarTheChartOrTheTheme() {
        let chart = BarChart(bars: [
            BarChart.Bar("a", value: 1), BarChart.Bar("b", value: 1, style: Style(foreground: .red)),
        ])
        let ui = ViewDriver(chart, size: Size(width: 6, height: 2))
        #expect(ui.style(at: Point(x: 2, y: 0)) == Theme.default.accent)
        #expect(ui.style(at: Point(x: 2, y: 1)) == Style(foreground: .red))
        chart.barStyle = Style(foreground: .green)
        #expect(ui.style(at: Point(x: 2, y: 0)) == Style(foreground: .green))
        chart.isEnabled = false
        #expect(ui.style(at: Point(x: 2, y: 1)) == Theme.default.disabled)
        #expect(ui.style(at: Point(x: 0, y: 1)) == Theme.default.disabled)
    }

    @Test func spacingAndTheHeightLimitTheRows() {
        let chart = BarChart(bars: Self.usage)
        chart.barSpacing = 1
        #expect(lines(of: chart, width: 10, height: 4) == ["CPU ███   ", "          ", "Me… ██████", "          "])
        #expect(chart.intrinsicSize == Size(width: 31, height: 5))
    }

    @Test func emptyChartShowsItsText() {
        let chart = BarChart()
        chart.emptyText = "no data"
        let ui = ViewDriver(chart, size: Size(width: 9, height: 1))
        #expect(ui.lines == ["no data  "])
        #expect(ui.style(at: Point(x: 0, y: 0)) == Theme.default.normal.dim)
        #expect(chart.intrinsicSize == Size(width: 20, height: 1))
    }

    @Test func bindersSetBarsAndMaximum() {
        let chart = BarChart()
        let window = Window(size: Size(width: 8, height: 1), content: chart)
        window.render()
        let bars = PassthroughSubject<[BarChart.Bar], Never>()
        bars.subscribe(chart.rx.bars)
        bars.send([BarChart.Bar("a", value: 2)])
        #expect(renderedLines(window) == ["a ████ 2"])
        bars.send([BarChart.Bar("a", value: 2)])
        #expect(!window.needsRender)
        let maximum = PassthroughSubject<Double?, Never>()
        maximum.subscribe(chart.rx.maximumValue)
        maximum.send(4)
        #expect(renderedLines(window) == ["a ██   2"])
        #expect(!chart.canBecomeFocused)
    }

    @Test func tinySizesNeverCrash() {
        #expect(lines(of: BarChart(bars: Self.usage), width: 0, height: 0) == [])
        #expect(lines(of: BarChart(bars: Self.usage), width: 1, height: 1) == ["▌"])
        #expect(lines(of: BarChart(bars: Self.usage), width: 2, height: 2) == ["█ ", "██"])
        #expect(BarChartLayout(width: -3, widestLabel: -1, widestValue: 9).barWidth == 0)
    }

    @Test func goldenScreen() {
        let chart = BarChart(bars: [
            BarChart.Bar("Tokyo 東京", value: 37.4), BarChart.Bar("Delhi", value: 31.2),
            BarChart.Bar("Shanghai 上海", value: 27.8), BarChart.Bar("São Paulo", value: 22.4),
            BarChart.Bar("Cairo", value: 21.3, style: Style(foreground: .yellow)),
        ])
        let ui = ViewDriver(chart, size: Size(width: 40, height: 5))
        ui.expectScreen(named: "bar-chart-cities")
    }
}
