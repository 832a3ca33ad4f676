import Foundation

/// What a pty child drives: the ReCurses app or the plain-ncurses reference, through the steps of
/// one scenario.
@MainActor
protocol PtyStepDriver: AnyObject {
    /// The scenario's steps.
    associatedtype Step: PtySessionStep
    /// The doupdate calls made so far.
    var updateCount: Int { get }
    /// Makes the screen change of `step` and sends it to the terminal.
    func perform(_ step: Step) throws
    /// Gives the terminal back. Idempotent.
    func stop()
}

/// The child side of a pty benchmark (`recurses-bench --pty-child recurses|inline|plain`,
/// `recurses-table|plain-table` for the table scenario, and the time suite's `idle`, `spinner`,
/// `spinner-field`): runs the steps one at a time as the parent asks, then restores the terminal and exits.
@MainActor
enum PtyChild {
    /// Runs the child of `kind` and exits: 0 when every step ran, 1 otherwise (the parent is told why).
    static func run(kind: String?) -> Never {
        switch kind {
        case "idle": IdleAppChild.run()
        case "spinner": SpinnerPtyChild.run(withField: false)
        case "spinner-field": SpinnerPtyChild.run(withField: true)
        default: break
        }
        var driver: (any PtyStepDriver)?
        do {
            switch kind {
            case "recurses": driver = ReCursesPtyDriver()
            case "plain": driver = try PlainCursesPtyDriver()
            case "inline": driver = ReCursesPtyDriver(inlineHeight: Int(PseudoTerminalSession.size.rows))
            case "recurses-table": driver = TableReCursesPtyDriver()
            case "plain-table": driver = try TablePlainCursesPtyDriver()
            case "recurses-monitor": driver = MonitorReCursesPtyDriver()
            case "plain-monitor": driver = try MonitorPlainCursesPtyDriver()
            default: throw PtyFailure("unknown pty child \(kind ?? "(none)")")
            }
            try runSteps(driver!)
            driver?.stop()
            exit(0)
        } catch {
            driver?.stop()
            PtyChannel.send("error \(error)")
            exit(1)
        }
    }

    private static func runSteps<Driver: PtyStepDriver>(_ driver: Driver) throws {
        for step in Driver.Step.allCases {
            try driver.perform(step)
            PtyChannel.finish(updateCount: driver.updateCount)
            let command = PtyChannel.nextCommand()
            if command == "quit" { return }
            guard command == "next" else { throw PtyFailure("the parent is gone") }
        }
        guard PtyChannel.nextCommand() == "quit" else { throw PtyFailure("no quit after the last step") }
    }
}
