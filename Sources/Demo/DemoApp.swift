import ArgumentParser
import DemoKit
import Foundation
import ReCurses
import ReCursesDevTools
import ReStoreRecording

/// The demo's entry point once the command line is parsed.
@MainActor
enum DemoApp {
    /// Opens the log file (a clear error and a non-zero exit if it cannot), builds the store and
    /// runs the app on the terminal until the user quits. The terminal is restored before any
    /// message is printed.
    static func run(_ command: DemoCommand) {
        var command = command
        let recording = readRecording(command)
        if command.screen == nil, let name = recording?.metadata["screen"] {
            command.screen = DemoExample(name: name)
        }
        let logFile = openLogFile(command)
        let recorder = openRecorder(command)
        let store = DemoStore.make(state: command.initialState, logFile: logFile, recorder: recorder)
        let noColor: Bool? = command.noColor ? true : nil
        let terminal: any Terminal =
            command.inline
            ? InlineTerminal(
                options: InlineTerminalOptions(
                    height: (command.screen ?? .build).inlineHeight, noColor: noColor, mouse: true))
            : CursesTerminal(options: CursesTerminalOptions(noColor: noColor, mouse: true))
        let application = makeApplication(
            command: command, store: store, terminal: transcriptTerminal(for: command) ?? terminal)
        let playback = recording.map { play($0, into: store, speed: command.speed) }
        do {
            try application.run()
        } catch ApplicationError.terminalFailedToStart(let reason) {
            fail("recurses-demo: cannot start the terminal: \(reason)")
        } catch {
            fail("recurses-demo: \(error)")
        }
        playback?.cancel()
        logFile?.finish()
        recorder?.finish()
        if let writeError = logFile?.writeError ?? recorder?.writeError {
            fail("recurses-demo: \(writeError)")
        }
    }

    /// Dispatches the recording's actions at their recorded times (divided by `speed`), from now on.
    static func play(_ recording: Recording, into store: Store<AppState>, speed: Double) -> Task<Void, Never> {
        Task { @MainActor in
            let start = ContinuousClock.now
            for step in recording.steps {
                do {
                    try await Task.sleep(until: start + step.time / speed, clock: .continuous)
                } catch {
                    return
                }
                store.dispatch(step.action)
            }
        }
    }

    /// The terminal of the screen-reader mode (keys read, lines printed) or of `--plain` (lines
    /// printed to standard output, no key read), when one of them is asked for.
    static func transcriptTerminal(for command: DemoCommand) -> TranscriptTerminal? {
        command.readsForScreenReaders || command.plain ? TranscriptTerminal(readsKeys: !command.plain) : nil
    }

    /// The recording `--replay` names, read before the terminal is touched (a clear error otherwise).
    private static func readRecording(_ command: DemoCommand) -> Recording? {
        guard let path = command.replay else { return nil }
        do {
            return try Recording(contentsOf: path, registry: DemoActionRegistry.registry)
        } catch {
            fail("recurses-demo: cannot replay: \(error)")
        }
    }

    private static func openRecorder(_ command: DemoCommand) -> ActionRecorder? {
        guard let path = command.record else { return nil }
        do {
            return try ActionRecorder(path: path, metadata: ["screen": command.screen?.rawValue ?? "launcher"])
        } catch {
            DemoCommand.exit(withError: error)
        }
    }

    /// The demo's application on `terminal`: the launcher at the root and, when the command line
    /// names an example, that example pushed on it (so Esc leads to the launcher).
    static func makeApplication(command: DemoCommand, store: Store<AppState>, terminal: any Terminal) -> Application {
        if command.inline { return makeInlineApplication(command: command, store: store, terminal: terminal) }
        let launcher = LauncherScreen(store: store)
        let application = Application(
            store: store, root: launcher, terminal: terminal, theme: command.noColor ? .monochrome : nil,
            devTools: command.dev ? .inspector() : .off)
        launcher.onQuit = { [weak application] in application?.quit() }
        dimHeaderWhileUnfocused(application)
        application.offerThemes()
        application.speaksForScreenReaders = command.readsForScreenReaders
        if let example = command.screen {
            launcher.open(example)
        }
        return application
    }

    /// The header dims while the terminal window is not focused (where the terminal sends focus
    /// reports) and is bright again when it is.
    static func dimHeaderWhileUnfocused(_ application: Application) {
        application.window.onTerminalFocusChange = { [weak application] focused in
            application?.navigation.view.dimsHeader = !focused
        }
    }

    /// The inline demo: the example (the build by default) alone at the root, in a live area at the
    /// prompt; the build prints its steps above the area and quits when it is done.
    static func makeInlineApplication(command: DemoCommand, store: Store<AppState>, terminal: any Terminal)
        -> Application
    {
        let example = command.screen ?? .build
        let screen = DemoScreens.make(example, store: store)
        let application = Application(
            store: store, root: screen, terminal: terminal, theme: command.noColor ? .monochrome : nil)
        application.offerThemes()
        if let build = screen as? BuildScreen {
            build.printAbove = { [weak application] line in application?.printAbove(line) }
            build.onFinished = { [weak application] in application?.quit() }
        }
        application.speaksForScreenReaders = command.readsForScreenReaders && !command.plain
        return application
    }

    private static func openLogFile(_ command: DemoCommand) -> LogFile? {
        guard let path = command.log else { return nil }
        do {
            return try LogFile(path: path)
        } catch {
            DemoCommand.exit(withError: error)
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(EXIT_FAILURE)
    }
}
