extension TextField {
    /// The clipboard keys of a text field, which has no selection: Alt-W copies the whole text,
    /// Ctrl-X cuts it (into the kill ring too), Ctrl-V pastes the clipboard at the cursor. A secure
    /// field copies and cuts nothing.
    static let clipboardKeyBindings: [KeyBinding] = [
        KeyBinding(.alt("w"), .copy, hint: "Copy", isHintVisible: false, help: "Copy the text"),
        KeyBinding(.ctrl("x"), .cut, hint: "Cut", isHintVisible: false, help: "Cut the text"),
        KeyBinding(.ctrl("v"), .paste, hint: "Paste", help: "Paste the clipboard"),
    ]

    /// Registers copy, cut and paste with the window's clipboard.
    func installClipboardCommands() {
        let canCopy: @MainActor () -> Bool = { [unowned self] in !isSecure && !text.isEmpty && window != nil }
        addCommand(.copy, isEnabled: canCopy) { [unowned self] in window?.clipboard.copy(text) }
        addCommand(.cut, isEnabled: canCopy) { [unowned self] in
            window?.clipboard.copy(text)
            apply { buffer in
                buffer.moveToEnd()
                return buffer.killToStart()
            }
        }
        addCommand(.paste, isEnabled: { [unowned self] in window?.clipboard.text != nil }) { [unowned self] in
            guard let pasted = window?.clipboard.text else { return }
            apply { $0.paste(pasted) }
        }
    }
}
