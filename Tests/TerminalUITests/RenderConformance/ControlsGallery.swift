import ReCursesTesting

@testable import TerminalUICore
@testable import TerminalWidgets

/// The small widgets stacked in one view (button, switch, segmented control, stepper, slider,
/// activity indicator, progress bar, sparkline, bar chart), so that their size changes move their
/// neighbours, as in an app.
@MainActor
final class ControlsGallery: StackView {
    let button = Button("Save 💾", hint: "s")
    let toggle = Switch("Wrap 漢字", isOn: true)
    let segments = SegmentedControl(segments: ["One", "Twó", "三"], selectedSegmentIndex: 0)
    let stepper = Stepper(value: 3, minimumValue: 0, maximumValue: 12)
    let slider = Slider(value: 40)
    let activity = ActivityIndicator(title: "Loading…", isAnimating: true, hidesWhenStopped: true)
    let progress = ProgressBar(progress: 0.4, showsPercentage: true)
    let sparkline = Sparkline(values: [1, 5, 2, 8, 3])
    let chart = BarChart(bars: [BarChart.Bar("CPU", value: 40), BarChart.Bar("漢字", value: 75)])

    init() {
        super.init(axis: .vertical)
        for view: View in [button, toggle, segments, stepper, slider, activity, progress, sparkline, chart] {
            add(view)
        }
    }
}
