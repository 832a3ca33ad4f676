extension FileDialog {
    /// The most candidates the line under the path field lists.
    static let shownCandidateLimit = 50

    /// Completes the path field's last part from its folder's entries: extends it to the common
    /// prefix of the matching names (a lone folder gets its `/`), and shows the candidates when
    /// several match. A folder not read yet is read (the next Tab completes). Returns whether
    /// anything changed, so that Tab moves the focus on when there is nothing to complete.
    func complete() -> Bool {
        let text = pathField.text
        let slash = text.lastIndex(of: "/")
        let folderPart = slash.map { String(text[...$0]) } ?? ""
        let prefix = slash.map { String(text[text.index(after: $0)...]) } ?? text
        let completionFolder = FilePath.resolved(folderPart.isEmpty ? "." : folderPart, in: folder, home: homePath)
        guard let state = folders[completionFolder] else {
            read(completionFolder)
            message = "reading " + FilePath.displayName(completionFolder) + "…"
            return true
        }
        guard case .loaded(let entries) = state else {
            if case .failed(let error) = state { message = "⚠ " + error.description }
            return message != nil
        }
        let matches = entries.filter {
            $0.name.hasPrefix(prefix) && (showsHiddenFiles || !$0.isHidden || prefix.hasPrefix("."))
        }
        guard !matches.isEmpty else {
            let changed = message == nil
            message = "no match"
            return changed
        }
        var common = matches[0].name
        for entry in matches.dropFirst() { common = Self.commonPrefix(common, entry.name) }
        if matches.count == 1, matches[0].kind == .folder { common += "/" }
        let completed = folderPart + common
        var changed = false
        if completed != text {
            setPathText(completed)
            changed = true
        }
        let shown = matches.count > 1 ? matches.prefix(Self.shownCandidateLimit).map(Self.candidateName) : []
        if shown != candidates {
            candidates = shown
            changed = true
        }
        return changed
    }

    private static func candidateName(_ entry: DirectoryEntry) -> String {
        FilePath.displayName(entry.name) + (entry.kind == .folder ? "/" : "")
    }

    /// The longest common prefix of `left` and `right`, by characters.
    static func commonPrefix(_ left: String, _ right: String) -> String {
        var end = left.startIndex
        var other = right.startIndex
        while end < left.endIndex, other < right.endIndex, left[end] == right[other] {
            end = left.index(after: end)
            other = right.index(after: other)
        }
        return String(left[..<end])
    }
}
