import Bindings
import OpenCombine

/// An open or save dialog's content: a path field with completion, the folders as a tree, the
/// current folder's entries as a table (name, size, modified), a hidden-files switch and Cancel /
/// Open (or Save) buttons. Folders are read off the main actor through a `FileSystemSource` (the
/// real file system by default); while one is read its rows say so, and one that cannot be read
/// shows a marked line in the tree and the reason on the message line.
///
/// Keys: Tab and Shift-Tab move between the path field, the tree, the table, the switch and the
/// buttons, except that Tab in the path field first completes what is typed (the common prefix of
/// the names that start with it; the candidates show under the field). Enter opens a folder or
/// picks a file (in the table, the path field or on the confirm button), Backspace (outside the
/// path field) or Alt-↑ goes to the parent folder, Alt-H shows or hides hidden files, Esc cancels.
/// A click selects an entry, a double click opens it.
///
/// Picking checks the file first (it may have vanished since the folder was read); in a save dialog
/// an existing file is replaced only when `confirmOverwrite` agrees. `picked` fires with the chosen
/// absolute path, `cancelled` on Esc or Cancel. Names are shown with control characters escaped.
public final class FileDialog: View {
    /// Whether the dialog picks a file to open (it must exist) or a path to save to.
    public enum Mode: Equatable, Sendable {
        /// Picks an existing file.
        case open
        /// Picks a path to write, existing or not.
        case save
    }

    /// Open or save.
    public let mode: Mode
    /// Where folders are read from.
    public let source: any FileSystemSource
    /// The folder at the top of the tree.
    public let rootPath: String
    /// The folder `~` stands for in the path field, if any.
    public var homePath: String?

    /// The folders.
    public let tree: TreeView<FileDialogNode>
    /// The entries of the current folder.
    public let table = DataTable<DirectoryEntry>(columns: FileDialog.columns)
    /// The path typed or picked.
    public let pathField: TextField
    /// Shows or hides hidden files.
    public let hiddenFilesSwitch = Switch("Hidden files")
    /// Cancels.
    public let cancelButton = Button("Cancel")
    /// Opens or saves.
    public let confirmButton: Button
    /// The longest time between the two clicks of a double click.
    static let doubleClickInterval = Duration.milliseconds(500)
    /// When the last click on a table row came, to tell a double click.
    var lastRowClick: Duration?

    /// The folder whose entries the table shows.
    public internal(set) var folder: String
    /// The message line: why a folder or a path failed, or nil.
    public internal(set) var message: String? {
        didSet { if message != oldValue { setNeedsDisplay() } }
    }
    /// The completion candidates shown under the path field (empty when none).
    public internal(set) var candidates: [String] = [] {
        didSet { if candidates != oldValue { setNeedsDisplay() } }
    }
    /// Whether names starting with a dot are listed.
    public var showsHiddenFiles = false {
        didSet {
            guard showsHiddenFiles != oldValue else { return }
            hiddenFilesSwitch.isOn = showsHiddenFiles
            tree.reload()
            showEntries()
        }
    }
    /// Asked before a save dialog picks a file that exists; nil picks it at once.
    public var confirmOverwrite: ((String) async -> Bool)?

    /// What is known of each folder read.
    var folders: [String: FileDialogFolder] = [:]
    /// The reads and checks running, by key.
    var work: [String: Task<Void, Never>] = [:]
    let pickEvent = UserEvent<String>()
    let cancelEvent = UserEvent<Void>()
    var cancellables: [AnyCancellable] = []

    /// Fires with the absolute path the user picked.
    public var picked: AnyPublisher<String, Never> { pickEvent.publisher }
    /// Fires when the user cancels (Esc or Cancel).
    public var cancelled: AnyPublisher<Void, Never> { cancelEvent.publisher }

    static let cancel = Command("fileDialogCancel", help: "Cancel")
    static let parent = Command("fileDialogParent", help: "Parent folder")
    static let toggleHidden = Command("fileDialogHidden", help: "Show or hide hidden files")

    /// A dialog in `mode` showing `folder` (read at once), with `fileName` in the path field of a
    /// save dialog, reading from `source`, with the tree rooted at `rootPath`.
    public init(
        mode: Mode, folder: String, fileName: String = "", source: any FileSystemSource = DirectoryReader(),
        rootPath: String = "/"
    ) {
        self.mode = mode
        self.source = source
        self.rootPath = FilePath.normalized(rootPath)
        let start = FilePath.normalized(folder)
        self.folder = start.hasPrefix(self.rootPath) ? start : self.rootPath
        tree = TreeView(roots: [], children: { _ in [] }, hasChildren: { $0.role == .folder }) { node, _ in
            ListCell(node.name)
        }
        pathField = TextField(text: "", placeholder: mode == .open ? "file to open" : "file name")
        confirmButton = Button(mode == .open ? "Open" : "Save")
        super.init()
        tree.children = { [unowned self] node in
            FileDialogNode.children(of: node.id, in: folders[node.id], showsHidden: showsHiddenFiles)
        }
        tree.renderer = { [unowned self] node, _ in
            switch node.role {
            case .folder: ListCell(node.name)
            case .loading: ListCell(node.name, style: theme.disabled)
            case .unreadable: ListCell(node.name, style: theme.error)
            }
        }
        tree.roots = [FileDialogNode.folder(self.rootPath)]
        tree.emptyText = "no folder"
        tree.preferredWidth = 22
        table.searchColumnID = "Name"
        pathField.text = mode == .save ? FilePath.join(self.folder, fileName) : FilePath.join(self.folder, "")
        pathField.setCursorIndex(pathField.text.count)
        for view: View in [pathField, tree, table, hiddenFilesSwitch, cancelButton, confirmButton] {
            addSubview(view)
        }
        table.rowClicked = { [unowned self] wasSelected in rowClicked(wasSelected: wasSelected) }
        connectEvents()
        addCommand(Self.cancel) { [unowned self] in cancelEvent.send(()) }
        addCommand(Self.parent) { [unowned self] in goToParent() }
        addCommand(Self.toggleHidden) { [unowned self] in showsHiddenFiles.toggle() }
        keyBindings = [
            KeyBinding(.escape, Self.cancel, hint: "Cancel"),
            KeyBinding(.backspace, Self.parent, hint: "Parent"),
            KeyBinding(Key(.up, modifiers: .alt), Self.parent, isHintVisible: false),
            KeyBinding(.alt("h"), Self.toggleHidden, hint: "Hidden"),
        ]
        open(folder: self.folder)
    }

    /// Name (the rest of the width), Size and Modified.
    static var columns: [DataTableColumn<DirectoryEntry>] {
        [
            DataTableColumn("Name", width: .fraction(1)) { entry in
                let name = FilePath.displayName(entry.name)
                return switch entry.kind {
                case .folder: name + "/"
                case .link: name + "@"
                case .file, .other: name
                }
            },
            DataTableColumn("Size", width: .fixed(8), alignment: .trailing) { DirectoryEntryFormat.size($0) },
            DataTableColumn("Modified", width: .fixed(16)) { DirectoryEntryFormat.date($0.modified) },
        ]
    }

    private func connectEvents() {
        tree.selectionChanged.sink { [unowned self] id in
            let path = FileDialogNode.folder(ofID: id)
            if path != folder { open(folder: path) }
        }.store(in: &cancellables)
        tree.expansionChanged.sink { [unowned self] change in
            guard change.isExpanded else { return }
            for id in change.ids where folders[id] == nil { read(id) }
        }.store(in: &cancellables)
        tree.activated.sink { [unowned self] _ in _ = table.becomeFocused() }.store(in: &cancellables)
        table.selectionChanged.sink { [unowned self] _ in entrySelected() }.store(in: &cancellables)
        table.activated.sink { [unowned self] entry in activate(entry) }.store(in: &cancellables)
        pathField.submitted.sink { [unowned self] text in submit(text) }.store(in: &cancellables)
        pathField.textChanged.sink { [unowned self] _ in
            candidates = []
            message = nil
        }.store(in: &cancellables)
        confirmButton.tapped.sink { [unowned self] in submit(pathField.text) }.store(in: &cancellables)
        cancelButton.tapped.sink { [unowned self] in cancelEvent.send(()) }.store(in: &cancellables)
        hiddenFilesSwitch.toggled.sink { [unowned self] isOn in showsHiddenFiles = isOn }.store(in: &cancellables)
    }

    /// A second click on the selected row within `doubleClickInterval` opens its entry.
    private func rowClicked(wasSelected: Bool) {
        let now = (window?.clock ?? .system).now
        guard wasSelected, let last = lastRowClick, now - last <= Self.doubleClickInterval,
            let entry = table.selectedRow
        else {
            lastRowClick = now
            return
        }
        lastRowClick = nil
        activate(entry)
    }

    /// The table has the focus first in an open dialog, the path field in a save dialog.
    public var preferredFocus: View { mode == .open ? table : pathField }

    /// Room for the tree, a table of about 50 columns and 14 rows.
    public override var intrinsicSize: Size { Size(width: 76, height: 20) }

    /// The proposal, up to the intrinsic size.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(proposal.width, 76), height: min(proposal.height, 20))
    }

    /// See `layoutParts()`.
    public override func layoutSubviews() { layoutParts() }

    /// See `drawParts(into:)`.
    public override func draw(into canvas: inout Canvas) { drawParts(into: &canvas) }

    /// Tab in the path field completes the typed name when that changes something.
    public override func handle(_ event: Event) -> Bool {
        if case .key(let key) = event, key == .tab, pathField.isFocused, complete() { return true }
        return super.handle(event)
    }

    /// Waits until every folder read and path check started so far has finished (for tests and
    /// previews: the dialog never needs it).
    public func waitForReads() async {
        while let (key, task) = work.first {
            await task.value
            if work[key] == task { work[key] = nil }
        }
    }
}
