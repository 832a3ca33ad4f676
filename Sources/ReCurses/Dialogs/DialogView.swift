import TerminalUI

/// The layout of a dialog: the wrapped message, a text field below it when there is one, and the
/// buttons right-aligned on the last row, with a one-column margin.
@MainActor
final class DialogView: View {
    /// A dialog is read as its message.
    override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "dialog", value: message.text)
    }

    private let message: Label
    private let field: View?
    private let buttons: [View]

    /// The widest a dialog's content gets, in columns.
    static let maximumWidth = 64
    /// The width a prompt's field asks for, in columns.
    static let fieldWidth = 32

    init(message: Label, field: View?, buttons: [View]) {
        self.message = message
        self.field = field
        self.buttons = buttons
        super.init()
        addSubview(message)
        if let field { addSubview(field) }
        for button in buttons { addSubview(button) }
    }

    private var buttonsWidth: Int {
        buttons.map(\.intrinsicSize.width).reduce(0, +) + max(0, buttons.count - 1)
    }

    /// Wide enough for the message's longest line, the field and the buttons (within the proposal
    /// and `maximumWidth`), tall enough for the wrapped message.
    override func sizeThatFits(_ proposal: Size) -> Size {
        let messageWidth = message.intrinsicSize.width
        let wanted = max(messageWidth, buttonsWidth, field == nil ? 0 : Self.fieldWidth)
        let width = max(1, min(wanted, Self.maximumWidth, proposal.width - 2))
        return Size(width: width + 2, height: contentHeight(forWidth: width))
    }

    private func messageHeight(forWidth width: Int) -> Int {
        message.text.isEmpty ? 0 : message.sizeThatFits(Size(width: width, height: Int.max)).height
    }

    private func contentHeight(forWidth width: Int) -> Int {
        let messageRows = messageHeight(forWidth: width)
        let fieldRows = field == nil ? 0 : 2
        return messageRows + (messageRows > 0 ? 1 : 0) + fieldRows + 1
    }

    override func layoutSubviews() {
        let width = max(0, bounds.width - 2)
        let buttonRow = bounds.height - 1
        var rowsAbove = buttonRow
        if let field {
            rowsAbove = max(0, buttonRow - 2)
            field.frame = Rect(origin: Point(x: 1, y: rowsAbove), size: Size(width: width, height: 1))
        }
        let messageRows = min(messageHeight(forWidth: width), max(0, rowsAbove - 1))
        message.frame = Rect(origin: Point(x: 1, y: 0), size: Size(width: width, height: messageRows))
        var x = max(1, bounds.width - 1 - buttonsWidth)
        for button in buttons {
            let buttonWidth = button.intrinsicSize.width
            button.frame = Rect(origin: Point(x: x, y: buttonRow), size: Size(width: buttonWidth, height: 1))
            x += buttonWidth + 1
        }
    }
}
