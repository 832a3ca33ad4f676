extension FileDialog {
    /// Shows the folder at `path` (absolute, or relative to the current folder): selects it in the
    /// tree with its ancestors expanded, lists its entries (reading what is not read yet) and puts
    /// it in the path field.
    public func open(folder path: String) {
        let target = FilePath.resolved(path, in: folder, home: homePath)
        folder = target.hasPrefix(rootPath) ? target : rootPath
        message = nil
        candidates = []
        let ancestry = FilePath.ancestry(of: folder).filter { $0.hasPrefix(rootPath) }
        for ancestor in ancestry where folders[ancestor] == nil || ancestor == folder { read(ancestor) }
        tree.expandedIDs.formUnion(ancestry)
        tree.selectedID = folder
        showEntries()
        if mode == .open || pathField.text.isEmpty {
            setPathText(FilePath.join(folder, ""))
        } else {
            setPathText(FilePath.join(folder, FilePath.lastComponent(of: pathField.text)))
        }
    }

    /// Reads the folder at `path` off the main actor (again when it was read); the tree and, for the
    /// current folder, the table show the entries or the failure when they arrive.
    func read(_ path: String) {
        if folders[path] == nil { folders[path] = .loading }
        let source = source
        work["read " + path]?.cancel()
        work["read " + path] = Task { @MainActor [weak self] in
            let result: FileDialogFolder
            do throws(FileSystemError) {
                result = .loaded(FileDialogFolder.sorted(try await source.entries(of: path)))
            } catch {
                result = .failed(error)
            }
            guard let self, !Task.isCancelled else { return }
            work["read " + path] = nil
            folderDidLoad(path, result)
        }
    }

    private func folderDidLoad(_ path: String, _ result: FileDialogFolder) {
        folders[path] = result
        tree.reloadChildren(of: path)
        if path == folder {
            if case .failed(let error) = result {
                message = "⚠ " + FilePath.displayName(path) + ": " + error.description
            }
            showEntries()
        }
    }

    /// Puts the current folder's entries (hidden ones only when shown) in the table.
    func showEntries() {
        let state = folders[folder]
        table.emptyText =
            switch state {
            case nil, .loading?: "reading…"
            case .failed(let error)?: "⚠ " + error.description
            case .loaded?: "empty folder"
            }
        let entries = state?.entries ?? []
        let rows = showsHiddenFiles ? entries : entries.filter { !$0.isHidden }
        table.rows = rows
        if table.selectedID == nil || !rows.contains(where: { $0.id == table.selectedID }) {
            table.selectedID = rows.first?.id
        }
    }

    /// The user moved the table's cursor: a file's path goes to the path field (a save dialog's
    /// only for files, so a typed name stays while browsing folders).
    func entrySelected() {
        guard let entry = table.selectedRow else { return }
        if mode == .open {
            setPathText(FilePath.join(folder, entry.kind == .folder ? entry.name + "/" : entry.name))
        } else if entry.kind != .folder {
            setPathText(FilePath.join(folder, entry.name))
        }
    }

    /// Enter or a double click on an entry: a folder opens, a link is followed, a file is picked.
    func activate(_ entry: DirectoryEntry) {
        let path = FilePath.join(folder, entry.name)
        if entry.kind == .folder {
            open(folder: path)
        } else {
            check(path)
        }
    }

    /// Goes to the parent of the current folder (not above the tree's root).
    func goToParent() {
        guard folder != rootPath else { return }
        let child = folder
        open(folder: FilePath.parent(of: folder))
        table.selectedID = FilePath.lastComponent(of: child)
    }

    /// Enter in the path field or the confirm button: a folder opens, a file is picked (after the
    /// checks), a path ending in `/` must be a folder.
    func submit(_ text: String) {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasSuffix("/") && FilePath.resolved(trimmed, in: folder, home: homePath) == folder
        {
            if let entry = table.selectedRow, table.isFocused || mode == .open { activate(entry) }
            return
        }
        check(FilePath.resolved(trimmed, in: folder, home: homePath), mustBeFolder: trimmed.hasSuffix("/"))
    }

    /// Looks at `path` off the main actor: a folder opens; a file is picked (a save dialog asks
    /// before replacing it); a missing path is an error in an open dialog and picked by a save
    /// dialog when its folder exists.
    func check(_ path: String, mustBeFolder: Bool = false) {
        let source = source
        work["check"]?.cancel()
        work["check"] = Task { @MainActor [weak self] in
            let found: Result<DirectoryEntry, FileSystemError>
            do throws(FileSystemError) {
                found = .success(try await source.entry(at: path))
            } catch {
                found = .failure(error)
            }
            var parentExists = false
            if case .failure(let error) = found, error.isMissing, !mustBeFolder {
                parentExists = (try? await source.entry(at: FilePath.parent(of: path)))?.kind == .folder
            }
            guard let self, !Task.isCancelled else { return }
            work["check"] = nil
            await checked(path, found, parentExists: parentExists, mustBeFolder: mustBeFolder)
        }
    }

    private func checked(
        _ path: String, _ found: Result<DirectoryEntry, FileSystemError>, parentExists: Bool, mustBeFolder: Bool
    ) async {
        let shown = FilePath.displayName(path)
        switch found {
        case .success(let entry) where entry.kind == .folder:
            open(folder: path)
        case .success where mustBeFolder:
            message = "⚠ Not a folder: " + shown
        case .success:
            if mode == .save, let confirmOverwrite, !(await confirmOverwrite(path)) { return }
            pickEvent.send(path)
        case .failure(let error) where error.isMissing && mode == .save && parentExists:
            pickEvent.send(path)
        case .failure(let error) where error.isMissing:
            message = "⚠ No such file or folder: " + shown
            if folders[folder] != nil { read(folder) }
        case .failure(let error):
            message = "⚠ " + shown + ": " + error.description
        }
    }

    /// Sets the path field's text with the cursor at its end.
    func setPathText(_ text: String) {
        pathField.text = text
        pathField.setCursorIndex(text.count)
    }
}

extension String {
    /// The text without leading and trailing spaces.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
