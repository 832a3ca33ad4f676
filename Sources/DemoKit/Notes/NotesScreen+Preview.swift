import ReCurses

extension Command {
    /// Shows the selected note rendered as Markdown in place of the editor, or the editor again.
    static let previewNote = Command("previewNote", help: "Preview")
}

/// The Markdown preview: F5 shows the selected note rendered in place of the editor (scroll it,
/// Tab between its links; a link opened shows its URL on the status line) and F5 again edits it.
/// The preview is parsed only while shown.
extension NotesScreen {
    /// Whether the preview shows in place of the editor.
    var isPreviewing: Bool { !(previewPanel?.isHidden ?? true) }

    /// Shows the preview of the selected note, or the editor again.
    func togglePreview() {
        guard let previewPanel, let editorPanel else { return }
        let showing = !isPreviewing
        if showing { preview.text = state.selectedNote?.text ?? "" }
        previewPanel.isHidden = !showing
        editorPanel.isHidden = showing
        _ = showing ? preview.becomeFocused() : editor.becomeFocused()
    }

    /// Keeps the preview on the note's text while it shows, and reports the links opened in it.
    func bindPreview() {
        connection.subscribe(\.text) { [weak self] text in
            guard let self, isPreviewing else { return }
            preview.text = text
        }
        preview.linkActivated.sink { [weak self] url in
            self?.actions.dispatch(ShowNotesMessage(message: .info("Link: \(url)")))
        }
        .store(in: &connection.cancellables)
    }
}
