import Foundation
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct StatusBarTests {
    /// A switch and a button above a status bar; the window binds q to Quit.
    private func makeScreen(width: Int = 30) -> (Window, StatusBar, Switch, Button) {
        let toggle = Switch("Wifi")
        let button = Button("OK")
        let bar = StatusBar()
        let stack = VStack([toggle, button])
        stack.add(bar, sizing: .fixed(1))
        let window = Window(size: Size(width: width, height: 3), content: stack)
        window.bind(.character("q"), "quit", hint: "Quit")
        window.render()
        return (window, bar, toggle, button)
    }

    @Test func showsTheHintsOfTheFocusedContext() {
        let (window, _, _, _) = makeScreen()
        #expect(window.currentFrame.lines[2] == " Space Toggle  q Quit         ")
        window.dispatch(.key(.tab))
        #expect(renderedLines(window)[2] == " Enter OK  q Quit             ")
    }

    @Test func keysOfOneCommandShareAHint() {
        let (window, _, toggle, _) = makeScreen(width: 40)
        window.keyBindings.append(KeyBinding(.ctrl("c"), Command("quit"), hint: "Quit"))
        #expect(renderedLines(window)[2].trimmingCharacters(in: .whitespaces) == "Space Toggle  q/Ctrl-C Quit")
        toggle.bind(.ctrl("c"), "copy", hint: "Copy")
        #expect(window.hintsForFocusedContext().map(\.displayedKey) == ["Space", "Ctrl-C", "q"])
    }

    @Test func usesTheThemeStyles() {
        let (window, _, _, _) = makeScreen()
        #expect(window.currentFrame[x: 1, y: 2].style == Theme.default.hintKey)
        #expect(window.currentFrame[x: 7, y: 2].style == Theme.default.hint)
        #expect(window.currentFrame[x: 29, y: 2].style == Theme.default.statusBar)
    }

    @Test func redrawsOnlyWhenTheHintsChange() {
        let (window, bar, toggle, _) = makeScreen()
        #expect(bar.drawCount == 1)
        window.dispatch(.key(.character(" ")))
        window.render()
        #expect(toggle.isOn)
        #expect(bar.drawCount == 1)
        window.dispatch(.key(.tab))
        window.render()
        #expect(bar.drawCount == 2)
    }

    @Test func dropsWholeHintsThatDoNotFitAndCutTheFirst() {
        let (window, _, _, _) = makeScreen(width: 16)
        #expect(window.currentFrame.lines[2] == " Space Toggle  …")
        window.resize(to: Size(width: 9, height: 3))
        #expect(renderedLines(window)[2] == " Space T…")
    }

    @Test func showsAMessageAtTheRightWhenThereIsRoom() {
        let (window, bar, _, _) = makeScreen()
        bar.message = "Saved"
        #expect(renderedLines(window)[2] == " Space Toggle  q Quit   Saved ")
        window.resize(to: Size(width: 22, height: 3))
        #expect(renderedLines(window)[2] == " Space Toggle  q Quit ")
    }

    @Test func explicitHintsReplaceTheContext() {
        let (window, bar, _, _) = makeScreen()
        bar.hints = [KeyBinding(.function(1), .help, hint: "Help")]
        #expect(renderedLines(window)[2].hasPrefix(" F1 Help "))
    }

    @Test func tinySizesNeverCrash() {
        for (width, height) in [(0, 0), (1, 1), (2, 2)] {
            let bar = StatusBar(message: "Message")
            bar.hints = [KeyBinding(.enter, Command("go"), hint: "Go")]
            let output = lines(of: bar, width: width, height: height)
            #expect(output.count == height)
        }
        let bar = StatusBar()
        bar.hints = [KeyBinding(.enter, Command("go"), hint: "Go")]
        #expect(lines(of: bar, width: 2, height: 1) == ["E…"])
    }

    @Test func focusHintAppearsOnlyWhenTabMovesTheFocus() {
        let (window, _, toggle, button) = makeScreen(width: 40)
        window.focusHint = "Next"
        #expect(renderedLines(window)[2] == " Space Toggle  Tab Next  q Quit         ")
        button.isHidden = true
        #expect(renderedLines(window)[1] == " Space Toggle  q Quit                   ")
        button.isHidden = false
        toggle.bind(.tab, "indent", hint: "Indent")
        #expect(window.hintsForFocusedContext().map(\.hint) == ["Toggle", "Indent", "Quit"])
    }
}
