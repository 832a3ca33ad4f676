import OpenCombine
import TerminalUI

/// The screen behind `alert`, `confirm`, `prompt` and the help dialog: a message, an optional text
/// field and a row of buttons. The last button is the affirmative one and has the focus unless
/// `focusesFirstButton` (a destructive confirmation: Enter cancels); the field has it in a prompt.
/// `chosenButton` stays nil when the dialog is cancelled.
@MainActor
final class DialogScreen: Screen {
    /// The text field of a prompt.
    struct Field {
        var placeholder: String
        var initial: String
    }

    /// The index of the button the user chose, or nil when cancelled.
    private(set) var chosenButton: Int?

    private let message: String
    private let buttonTitles: [String]
    private let field: Field?
    private let answersYesNo: Bool
    private let focusesFirstButton: Bool
    private var textField: TextField?
    private var buttons: [Button] = []
    private var cancellables: [AnyCancellable] = []

    init(
        title: String, message: String, buttons: [String], field: Field? = nil, answersYesNo: Bool = false,
        focusesFirstButton: Bool = false
    ) {
        self.message = message
        self.focusesFirstButton = focusesFirstButton
        self.buttonTitles = buttons.isEmpty ? ["OK"] : buttons
        self.field = field
        self.answersYesNo = answersYesNo
        super.init(title: title)
        showsHelpBinding = false
        if answersYesNo, buttonTitles.count == 2 {
            keyBindings = [
                KeyBinding(.character("y"), .select.with(1), hint: buttonTitles[1]),
                KeyBinding(.character("n"), .select.with(0), hint: buttonTitles[0]),
            ]
        }
        addCommand(.select) { [unowned self] (command: Command) in
            guard let index = command.argument, buttonTitles.indices.contains(index) else { return }
            choose(index)
        }
    }

    /// The text in the prompt's field (the initial text before the view loads).
    var fieldText: String { textField?.text ?? field?.initial ?? "" }

    override var cancelHint: String { buttonTitles.count > 1 ? "Cancel" : "Close" }

    override func loadView() {
        let messageLabel = Label(message, wrapsLines: true)
        var fieldView: TextField?
        if let field {
            let textField = TextField(text: field.initial, placeholder: field.placeholder)
            textField.submitted
                .sink { [weak self] _ in self?.choose((self?.buttonTitles.count ?? 1) - 1) }
                .store(in: &cancellables)
            fieldView = textField
            self.textField = textField
        }
        buttons = buttonTitles.enumerated().map { index, title in
            let button = Button(title)
            button.tapped.sink { [weak self] in self?.choose(index) }.store(in: &cancellables)
            return button
        }
        view = DialogView(message: messageLabel, field: fieldView, buttons: buttons)
    }

    override var preferredFocusedView: View? { textField ?? (focusesFirstButton ? buttons.first : buttons.last) }

    /// Records the choice and closes the dialog.
    private func choose(_ index: Int) {
        guard chosenButton == nil, navigation != nil else { return }
        chosenButton = index
        close()
    }
}
