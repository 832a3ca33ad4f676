extension TextArea {
    /// The clipboard of the window the text area is in.
    var clipboard: Clipboard? { window?.clipboard }

    /// Alt-W: puts the selected text on the clipboard and in the kill ring (Ctrl-Y yanks it too).
    func copySelection() -> Bool {
        guard !selection.isEmpty else { return false }
        let copied = selectedText
        clipboard?.copy(copied)
        killRing.kill(copied, backward: false, merging: false)
        history.breakCoalescing()
        lastCommand = .none
        return true
    }

    /// Ctrl-X: copies the selection, then deletes it (one undo step).
    func cutSelection() -> Bool {
        guard isEditable, copySelection() else { return false }
        return deleteSelection()
    }

    /// Ctrl-V: inserts the clipboard's text in place of the selection, as one undo step.
    func pasteClipboard() -> Bool {
        guard let pasted = clipboard?.text else { return false }
        return insertAsOneEdit(TextDocument.lines(of: pasted, droppingControls: true))
    }
}
