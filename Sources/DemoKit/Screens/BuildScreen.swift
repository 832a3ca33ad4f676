import ReCurses

/// A simulated build, made for inline mode: a spinner with the current step and a progress bar in
/// the live area, each finished step printed above it into the scrollback, then a summary.
package final class BuildScreen: Screen {
    /// The steps of the build, in order.
    package static let steps = [
        "Resolve packages", "Compile ReStore", "Compile TerminalCore", "Compile TerminalUI",
        "Compile ReCurses", "Link recurses-demo", "Run tests", "Package release",
    ]
    /// Ticks a step takes.
    package static let ticksPerStep = 4
    /// The spinner's frames.
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The spinner, the step under way and the count.
    let statusLabel = Label("")
    /// How far the build is.
    let progressBar = ProgressBar(progress: 0, showsPercentage: true)
    /// Stops the build where it is.
    let cancelButton = Button("Cancel")
    /// Prints a line above the live area (the app's `printAbove`); nil prints nothing.
    package var printAbove: (@MainActor (StyledLine) -> Void)?
    /// Called once the summary is printed (the inline demo quits then).
    package var onFinished: (@MainActor () -> Void)?
    /// The time between two ticks while the screen is visible (set it before the screen is shown).
    package var tickInterval: Duration = .milliseconds(100)
    /// How many steps are done.
    package private(set) var finishedSteps = 0
    /// Ticks so far.
    package private(set) var ticks = 0

    /// The tick timer: it runs while the screen is visible, on the application's clock.
    private var ticker: ScreenTimer?
    private var subscriptions = Set<AnyCancellable>()
    private var isCancelled = false

    /// A build that has not started.
    package init() {
        super.init(title: "Build")
    }

    package override func loadView() {
        let statusRow = HStack(spacing: 1)
        statusRow.add(statusLabel, sizing: .fill)
        statusRow.add(cancelButton)
        let stack = VStack(spacing: 0)
        stack.add(statusRow)
        stack.add(progressBar)
        view = Padding(stack, insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        showStatus()
    }

    package override var preferredFocusedView: View? { cancelButton }

    /// Ticks run while the screen is visible, pause while it is covered and stop when it leaves.
    package override func viewDidLoad() {
        cancelButton.tapped.sink { [weak self] in self?.cancel() }.store(in: &subscriptions)
        if !isFinished { ticker = every(tickInterval) { [unowned self] in advance() } }
    }

    /// Whether the build is over: every step done, or cancelled.
    package var isFinished: Bool { finishedSteps == Self.steps.count || isCancelled }

    /// Stops the build: the ticks stop, a line says how far it got, and the app is told.
    package func cancel() {
        guard !isFinished else { return }
        isCancelled = true
        stopTicking()
        showStatus()
        printAbove?(
            StyledLine(
                "Build cancelled after \(finishedSteps) of \(Self.steps.count) steps", style: Style(foreground: .yellow)
            ))
        onFinished?()
    }

    /// One tick: the spinner turns; every `ticksPerStep` ticks a step finishes and is printed above.
    package func advance() {
        guard !isFinished else { return }
        ticks += 1
        if ticks % Self.ticksPerStep == 0 {
            let step = Self.steps[finishedSteps]
            finishedSteps += 1
            let seconds =
                Double(Self.ticksPerStep) * Double(tickInterval.components.attoseconds) / 1e18
                + Double(Self.ticksPerStep) * Double(tickInterval.components.seconds)
            printAbove?(
                StyledLine(spans: [
                    .init("✓ ", style: Style(foreground: .rgb(80, 200, 120), attributes: .bold)),
                    .init(step),
                    .init("  \(Self.formatted(seconds))", style: .dim),
                ]))
        }
        showStatus()
        if isFinished {
            stopTicking()
            let total =
                Double(ticks) * Double(tickInterval.components.attoseconds) / 1e18
                + Double(ticks) * Double(tickInterval.components.seconds)
            printAbove?(
                StyledLine(
                    "Build succeeded: \(Self.steps.count) steps in \(Self.formatted(total))",
                    style: Style(foreground: .green, attributes: .bold)))
            onFinished?()
        }
    }

    private func showStatus() {
        progressBar.progress = Double(finishedSteps) / Double(Self.steps.count)
        if isCancelled {
            statusLabel.text = "Cancelled (\(finishedSteps)/\(Self.steps.count))"
        } else if isFinished {
            statusLabel.text = "✓ Done (\(finishedSteps)/\(Self.steps.count))"
        } else {
            let spinner = Self.spinner[ticks % Self.spinner.count]
            statusLabel.text = "\(spinner) \(Self.steps[finishedSteps])… (\(finishedSteps)/\(Self.steps.count))"
        }
    }

    private func stopTicking() {
        ticker?.cancel()
        ticker = nil
    }

    private static func formatted(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)s"
    }
}
