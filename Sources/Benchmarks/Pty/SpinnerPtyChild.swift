import Foundation
import ReCurses

/// `recurses-bench --pty-child spinner|spinner-field`: an `ActivityIndicator` turning in a ReCurses
/// application on a real `CursesTerminal`, on a virtual clock the child moves by one frame per
/// step, so each step is exactly one tick and its frame. With `spinner-field` a focused text field
/// holds the terminal cursor, which ncurses puts back after drawing the glyph.
@MainActor
enum SpinnerPtyChild {
    /// Runs the steps the parent asks for, then exits (0 when every step ran).
    static func run(withField: Bool) -> Never {
        let terminal = CursesTerminal(options: CursesTerminalOptions(noColor: false, suspendOnCtrlZ: false))
        let clock = TerminalClock.virtual()
        let screen = SpinnerBenchScreen(withField: withField)
        let application = Application(root: screen, terminal: terminal, theme: .default, clock: clock)
        var pendingRenders: [@MainActor () -> Void] = []
        application.scheduleRender = { pendingRenders.append($0) }
        func render() {
            while !pendingRenders.isEmpty { pendingRenders.removeFirst()() }
        }
        do {
            try application.start()
            render()
            PtyChannel.finish(updateCount: terminal.updateCount)
            while let command = PtyChannel.nextCommand(), command != "quit" {
                guard command == "next" else { throw PtyFailure("unknown command \(command)") }
                clock.advance(by: screen.spinner.style.interval)
                render()
                PtyChannel.finish(updateCount: terminal.updateCount)
            }
            application.stop()
            exit(0)
        } catch {
            application.stop()
            PtyChannel.send("error \(error)")
            exit(1)
        }
    }
}

/// What the spinner benchmark shows: a heading, a turning spinner with its title, a paragraph and,
/// optionally, a focused text field.
final class SpinnerBenchScreen: Screen {
    /// The spinner.
    let spinner = ActivityIndicator(title: "Fetching the report…", isAnimating: true)
    private let field: TextField?

    /// The screen, with a focused text field when `withField`.
    init(withField: Bool) {
        field = withField ? TextField(text: "apricot", placeholder: "search") : nil
        super.init(title: "Spinner")
    }

    override func loadView() {
        let stack = VStack(spacing: 1)
        stack.add(Label("Monthly report"))
        stack.add(spinner)
        stack.add(Label("The server takes a few seconds to put the figures together.", wrapsLines: true))
        if let field { stack.add(field) }
        view = Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))
    }

    override var preferredFocusedView: View? { field }
}
