import OpenCombine
import TerminalUI

/// The screen behind `openFile` and `saveFile`: a `FileDialog` in a modal box. A save dialog asks
/// (a destructive confirm: Enter answers Cancel) before it picks a file that exists. `pickedPath`
/// stays nil when the dialog is cancelled.
@MainActor
final class FileDialogScreen: Screen {
    /// The path the user picked, or nil when cancelled.
    private(set) var pickedPath: String?
    /// The dialog shown.
    let dialog: FileDialog
    private var cancellables: [AnyCancellable] = []

    init(title: String, dialog: FileDialog) {
        self.dialog = dialog
        super.init(title: title)
        showsHelpBinding = false
    }

    override var cancelHint: String { "Cancel" }

    override func loadView() {
        view = dialog
        dialog.picked.sink { [weak self] path in self?.pick(path) }.store(in: &cancellables)
        dialog.cancelled.sink { [weak self] in self?.close() }.store(in: &cancellables)
        dialog.confirmOverwrite = { [weak self] path in
            guard let navigation = self?.navigation else { return false }
            return await navigation.confirm(
                title: "Replace file?",
                message: FilePath.displayName(FilePath.lastComponent(of: path)) + " already exists. Replace it?",
                confirmTitle: "Replace", cancelTitle: "Cancel", isDestructive: true)
        }
    }

    override var preferredFocusedView: View? { dialog.preferredFocus }

    private func pick(_ path: String) {
        guard pickedPath == nil, navigation != nil else { return }
        pickedPath = path
        close()
    }
}
