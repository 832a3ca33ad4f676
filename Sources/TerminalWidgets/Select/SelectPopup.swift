/// The open options of a `Select`: a bordered box holding the options' list, shown as a window
/// overlay below the select (above it when there is no room below). Esc closes it, and so does a
/// mouse press outside it.
final class SelectPopup: View, OutsideMouseHandling {
    /// The options' list, inside the border.
    let list = SelectOptionList()
    /// Called when the user closes the box without choosing (Esc, a press outside).
    var onDismiss: (@MainActor () -> Void)?

    override init() {
        super.init()
        addSubview(list)
        addCommand(.back) { [unowned self] in onDismiss?() }
        keyBindings = [KeyBinding(.escape, .back, hint: "Close")]
    }

    /// The list fills the box inside its border.
    override func layoutSubviews() {
        list.frame = Rect(
            x: 1, y: 1, width: max(0, bounds.width - 2), height: max(0, bounds.height - 2))
    }

    /// A press outside the box closes it (and goes nowhere else).
    func handleMouseOutside(_ mouse: MouseEvent) -> Bool {
        guard case .press = mouse else { return true }
        onDismiss?()
        return true
    }

    /// The heading of the box's keys in the help dialog.
    override var keyHelpTitle: String { "Options" }

    /// The border around the list.
    override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        canvas.fill(bounds, with: Cell(" ", style: theme.normal))
        canvas.drawBox(bounds, style: theme.border)
    }
}
