// recurses-demo: the command line is parsed first (a bad argument exits before the terminal is
// touched), then the app runs on the main actor until the user quits.
import DemoKit

let command = DemoCommand.parseOrExit()
if let directory = command.saveNotesInLoop { NotesSaveLoop.run(directory: directory) }
DemoApp.run(command)
