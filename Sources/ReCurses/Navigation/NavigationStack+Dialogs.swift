import TerminalUI

/// Modal dialogs that return a result, with completion handlers or `async`.
///
/// A dialog is a centred, bordered box over the current screen (which disappears while it is up,
/// as under a UIKit full-screen modal). Escape cancels. The completion runs exactly once, after the
/// dialog is gone, also when the application quits with the dialog open (as a cancel).
extension NavigationStack {
    /// Shows a message with an OK button.
    public func alert(
        title: String, message: String, okTitle: String = "OK",
        completion: (@MainActor () -> Void)? = nil
    ) {
        let dialog = DialogScreen(title: title, message: message, buttons: [okTitle])
        present(dialog) { completion?() }
    }

    /// Asks a yes/no question; the completion gets true for the confirm button, false for Cancel
    /// or Escape. `y` and `n` answer at once. Enter answers with the focused button: the confirm
    /// button, or the cancel button when `isDestructive` (deleting, overwriting), so a stray Enter
    /// never destroys anything.
    public func confirm(
        title: String, message: String, confirmTitle: String = "Yes", cancelTitle: String = "No",
        isDestructive: Bool = false, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let dialog = DialogScreen(
            title: title, message: message, buttons: [cancelTitle, confirmTitle], answersYesNo: true,
            focusesFirstButton: isDestructive)
        present(dialog) { [unowned dialog] in completion(dialog.chosenButton == 1) }
    }

    /// Asks for a line of text; the completion gets the text for OK (or Enter in the field) and
    /// nil for Cancel or Escape.
    public func prompt(
        title: String, message: String, placeholder: String = "", initial: String = "",
        okTitle: String = "OK", cancelTitle: String = "Cancel",
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let dialog = DialogScreen(
            title: title, message: message, buttons: [cancelTitle, okTitle],
            field: DialogScreen.Field(placeholder: placeholder, initial: initial))
        present(dialog) { [unowned dialog] in
            completion(dialog.chosenButton == 1 ? dialog.fieldText : nil)
        }
    }

    /// Shows a message and waits until it is dismissed.
    public func alert(title: String, message: String, okTitle: String = "OK") async {
        await withCheckedContinuation { continuation in
            alert(title: title, message: message, okTitle: okTitle) { continuation.resume() }
        }
    }

    /// Asks a yes/no question and returns the answer (false for No or Escape); with `isDestructive`
    /// Enter answers No.
    public func confirm(
        title: String, message: String, confirmTitle: String = "Yes", cancelTitle: String = "No",
        isDestructive: Bool = false
    ) async -> Bool {
        await withCheckedContinuation { continuation in
            confirm(
                title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle,
                isDestructive: isDestructive
            ) { continuation.resume(returning: $0) }
        }
    }

    /// Asks for a line of text and returns it, or nil for Cancel or Escape.
    public func prompt(
        title: String, message: String, placeholder: String = "", initial: String = "",
        okTitle: String = "OK", cancelTitle: String = "Cancel"
    ) async -> String? {
        await withCheckedContinuation { continuation in
            prompt(
                title: title, message: message, placeholder: placeholder, initial: initial,
                okTitle: okTitle, cancelTitle: cancelTitle
            ) { continuation.resume(returning: $0) }
        }
    }

    /// Shows the bindings of the focused context (what the status bar hints at, and the keys whose
    /// hints it leaves out).
    public func showHelp() {
        let bindings = (window?.hintsForFocusedContext(includingHidden: true) ?? []).filter {
            !$0.command.matches(.help)
        }
        let width = bindings.map(\.displayedKey.displayWidth).max() ?? 0
        let lines = bindings.map { binding in
            binding.displayedKey + String(repeating: " ", count: width - binding.displayedKey.displayWidth + 2)
                + binding.hint
        }
        let message = lines.isEmpty ? "No keys are bound here." : lines.joined(separator: "\n")
        let dialog = DialogScreen(title: "Keys", message: message, buttons: ["Close"])
        present(dialog)
    }

    /// Dismisses every modal without lifecycle calls when the stack is inactive; their completions
    /// run as cancels. Used when the application stops.
    func dismissAll() {
        guard let first = modalScreens.first else { return }
        dismiss(first)
    }
}
