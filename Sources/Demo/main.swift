// recurses-demo: the command line is parsed first (a bad argument exits before the terminal is
// touched), then the app runs on the main actor until the user quits. `recurses-demo serve …`
// serves the launcher over SSH instead.
import DemoKit

if CommandLine.arguments.dropFirst().first == "serve" {
    DemoServer.run(ServeCommand.parseOrExit(Array(CommandLine.arguments.dropFirst(2))))
} else {
    let command = DemoCommand.parseOrExit()
    if let directory = command.saveNotesInLoop { NotesSaveLoop.run(directory: directory) }
    DemoApp.run(command)
}
