import OpenCombine
import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor @Suite struct WizardTests {
    /// A three-step wizard: a name that must not be empty, a plan, a summary.
    @MainActor final class Fixture {
        let name = TextField(placeholder: "your name")
        let plan = Label("Pick a plan on the next screen.")
        let summary = Label("All set.")
        lazy var wizard = Wizard(steps: [
            WizardStep("Name", content: name) { [unowned self] in name.text.isEmpty ? "Enter a name first" : nil },
            WizardStep("Plan", content: plan),
            WizardStep("Done", content: summary),
        ])
    }

    @Test func goldenScreens() {
        let fixture = Fixture()
        let wide = ViewDriver(fixture.wizard, size: Size(width: 80, height: 24))
        wide.expectScreen(named: "wizard-80x24")
        let small = Fixture()
        let narrow = ViewDriver(small.wizard, size: Size(width: 40, height: 12))
        narrow.press(.alt("n"))
        narrow.expectScreen(named: "wizard-40x12-blocked")
    }

    @Test func validationBlocksNextWithAMessage() {
        let fixture = Fixture()
        let ui = ViewDriver(fixture.wizard, size: Size(width: 40, height: 8))
        let steps = EventLog(fixture.wizard.stepChanged)
        ui.press(.alt("n"))
        #expect(fixture.wizard.currentStep == 0)
        #expect(ui.lines[6].hasPrefix("Enter a name first"))
        #expect(ui.style(at: Point(x: 0, y: 6)) == Theme.default.error)
        fixture.name.text = "Ada"
        ui.press(.alt("n"))
        #expect(fixture.wizard.currentStep == 1)
        #expect(steps.values == [1])
        #expect(ui.lines[0].hasPrefix("Step 2 of 3 · Plan"))
        #expect(!ui.lines[6].contains("Enter a name"))
    }

    @Test func backNextAndFinish() {
        let fixture = Fixture()
        fixture.name.text = "Ada"
        let ui = ViewDriver(fixture.wizard, size: Size(width: 40, height: 8))
        let finished = EventLog(fixture.wizard.finished)
        #expect(!fixture.wizard.backButton.isEnabled)
        ui.press(.alt("n"), .alt("n"))
        #expect(fixture.wizard.currentStep == 2)
        #expect(ui.lines[7].hasSuffix("[ Back ] [ Finish ]"))
        ui.press(.alt("b"))
        #expect(fixture.wizard.currentStep == 1)
        ui.press(.alt("n"), .alt("n"))
        #expect(finished.values.count == 1)
        #expect(ui.click(on: "Back"))
        #expect(fixture.wizard.currentStep == 1)
    }

    @Test func escapeAsksTheScreenToConfirm() {
        let fixture = Fixture()
        let ui = ViewDriver(fixture.wizard, size: Size(width: 40, height: 8))
        let cancels = EventLog(fixture.wizard.cancelRequested)
        ui.press(.escape)
        #expect(cancels.values.count == 1)
    }

    @Test func aControlledStepShowsOnlyWhatTheStoreAccepts() {
        let fixture = Fixture()
        fixture.name.text = "Ada"
        let ui = ViewDriver(fixture.wizard, size: Size(width: 40, height: 8))
        let store = CurrentValueSubject<Int, Never>(0)
        store.subscribe(fixture.wizard.rx.currentStep)
        ui.press(.alt("n"))
        #expect(fixture.wizard.currentStep == 0)
        let accepting = fixture.wizard.stepChanged.sink { store.send($0) }
        ui.press(.alt("n"))
        #expect(fixture.wizard.currentStep == 1)
        store.send(2)
        #expect(fixture.wizard.currentStep == 2)
        accepting.cancel()
    }

    @Test func tinySizesNeverCrash() {
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)] {
            let fixture = Fixture()
            let ui = ViewDriver(fixture.wizard, size: size)
            ui.press(.alt("n"))
            ui.press(.escape)
            ui.press(.tab)
            #expect(ui.lines.count == size.height)
        }
    }
}
