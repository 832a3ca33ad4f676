import OpenCombine
import ReCurses

extension Command {
    /// Makes a new note with the guided wizard.
    static let guidedNewNote = Command("guidedNewNote", help: "New note (guided)")
}

/// A guided new note, in two steps: its title (checked as a new note's title is: not empty, fits a
/// file name, not taken; a refusal keeps the user on the step), then a look before Finish makes it.
/// Esc asks before discarding it.
final class NewNoteWizardScreen: Screen {
    /// The title typed.
    let titleField = TextField(placeholder: "title")
    /// What Finish will make.
    let summary = Label("")
    /// The steps.
    private(set) var wizard: Wizard?
    /// Why a title is refused, or nil.
    private let check: @MainActor (String) -> String?
    /// Makes the note titled so.
    private let create: @MainActor (String) -> Void
    private var cancellables: [AnyCancellable] = []

    /// A wizard refusing titles with `check` and making the note with `create`.
    init(check: @escaping @MainActor (String) -> String?, create: @escaping @MainActor (String) -> Void) {
        self.check = check
        self.create = create
        super.init(title: "New note")
    }

    override func loadView() {
        let wizard = Wizard(steps: [
            WizardStep("Title", content: titleField) { [unowned self] in check(titleField.text) },
            WizardStep("Check", content: summary),
        ])
        self.wizard = wizard
        wizard.stepChanged.sink { [unowned self] _ in
            summary.text = "Finish makes the note “\(titleField.text)”."
        }
        .store(in: &cancellables)
        wizard.finished.sink { [unowned self] in
            // Dismissing releases this screen: what the note needs is taken first.
            let (title, create, navigation) = (titleField.text, create, navigation)
            navigation?.dismiss(self)
            create(title)
        }
        .store(in: &cancellables)
        wizard.cancelRequested.sink { [unowned self] in askToDiscard() }.store(in: &cancellables)
        wizard.preferredWidth = 56
        view = wizard
    }

    override var preferredFocusedView: View? { titleField }

    /// Asks with the confirm dialog; Discard closes the wizard.
    private func askToDiscard() {
        navigation?.confirm(
            title: "New note", message: "Discard the new note?", confirmTitle: "Discard", cancelTitle: "Keep"
        ) { [weak self] discard in
            guard discard, let self else { return }
            navigation?.dismiss(self)
        }
    }
}
