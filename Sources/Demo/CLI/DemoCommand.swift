import ArgumentParser
import DemoKit
import Foundation

/// The command line of `recurses-demo`. Parsing happens before the terminal is touched, so a bad
/// argument prints a clear message and exits non-zero on an intact terminal.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recurses-demo",
        abstract: "ReRxSwift's Example app, in a terminal: the ReCurses demo.",
        discussion: """
            Opens the launcher, a list of the examples; Enter opens one. On every screen the \
            status bar shows the keys; ? lists them all, Esc goes back, q or Ctrl-C quits from \
            the launcher. Colours are left out when NO_COLOR is set or --no-color is given. \
            `recurses-demo serve --help` tells how to serve the launcher over SSH.
            """
    )

    /// The example to open directly instead of the launcher.
    @Option(name: .long, help: ArgumentHelp("Open one example directly.", valueName: "name"))
    var screen: DemoExample?

    /// Run inline: a live area at the prompt instead of the whole screen.
    @Flag(name: .long, help: "Run inline, in a few rows at the prompt, leaving a transcript (default screen: build).")
    var inline = false

    /// Run as a transcript for a screen reader instead of a 2-D screen.
    @Flag(
        name: .customLong("screen-reader"),
        help: ArgumentHelp(
            "Print each focus change, value, dialog and notification as a plain line for a screen reader "
                + "(as RECURSES_SCREEN_READER=1 does); nothing is drawn."))
    var screenReader = false

    /// Draw nothing and print the transcript lines (the inline build's steps) to standard output.
    @Flag(name: .long, help: "With --inline: draw nothing, print the transcript lines to standard output.")
    var plain = false

    /// Whether the screen-reader mode is on: `--screen-reader` or `RECURSES_SCREEN_READER` set to
    /// anything but "" or "0".
    var readsForScreenReaders: Bool {
        let request = ProcessInfo.processInfo.environment["RECURSES_SCREEN_READER"] ?? ""
        return screenReader || !(request.isEmpty || request == "0")
    }

    /// Draw without colours.
    @Flag(name: .customLong("no-color"), help: "Draw without colours (as NO_COLOR does).")
    var noColor = false

    /// The folder the Explorer example shows.
    @Option(
        name: .long,
        help: ArgumentHelp("The folder the explorer shows (default: the working directory).", valueName: "dir"))
    var path: String?

    /// The folder the Notes example keeps its notes in.
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "The folder the notes are kept in (default: $XDG_DATA_HOME/recurses-demo/notes, else "
                + "~/.local/share/recurses-demo/notes); made when missing.",
            valueName: "dir"))
    var dataDirectory: String?

    /// Saves large notes in a loop in the folder given, for the test that kills it mid-save; not listed.
    @Option(name: .customLong("save-notes-in-loop"), help: ArgumentHelp(visibility: .private))
    var saveNotesInLoop: String?

    /// The store's initial state: the Explorer rooted at `--path` (the working directory by default),
    /// the notes in `--data-dir` (the user's data folder by default).
    var initialState: AppState {
        .initial(
            explorerPath: path ?? FileManager.default.currentDirectoryPath,
            notesDirectory: dataDirectory
                ?? NotesDirectory.defaultPath(environment: ProcessInfo.processInfo.environment))
    }

    /// Where to write every dispatched action and the state after it.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write every dispatched action and the resulting state to a file.",
            valueName: "file"))
    var log: String?

    /// Where to record the dispatched actions, for `--replay`.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Record the dispatched actions to a file (JSON Lines) that --replay plays back.", valueName: "file"))
    var record: String?

    /// A recording to play back into the store once the app has started.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Play back the actions recorded with --record, on the screen they were recorded on.", valueName: "file"))
    var replay: String?

    /// How fast `--replay` plays: 2 is twice as fast as recorded.
    @Option(name: .long, help: ArgumentHelp("How fast --replay plays (2 is twice as fast).", valueName: "x"))
    var speed: Double = 1

    /// Turn on the developer tools: the inspector (F12) with the action history and time travel.
    @Flag(name: .long, help: "Turn on the inspector (F12): actions, state, screens, frames, time travel.")
    var dev = false

    /// Refuses a non-positive speed and recording while replaying.
    func validate() throws {
        guard speed.isFinite, speed > 0 else { throw ValidationError("--speed must be a positive number") }
        if record != nil, replay != nil { throw ValidationError("--record and --replay cannot be used together") }
        if replay == nil, speed != 1 { throw ValidationError("--speed only applies to --replay") }
        if dev, inline { throw ValidationError("--dev needs the full screen; leave out --inline") }
        if plain, !inline { throw ValidationError("--plain only applies to --inline") }
        if plain, screenReader { throw ValidationError("--plain and --screen-reader cannot be used together") }
    }
}
