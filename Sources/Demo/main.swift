// recurses-demo: the command line is parsed first (a bad argument exits before the terminal is
// touched), then the app runs on the main actor until the user quits.
let command = DemoCommand.parseOrExit()
DemoApp.run(command)
