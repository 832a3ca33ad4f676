extension Window {
    /// Every key that does something in the focused context, for the help dialog, read from the
    /// window's table of active bindings: one section a responder along the responder chain (the
    /// focused view, its ancestors, the screen, the navigation stack, the window), under its
    /// `keyHelpTitle`. Unlike `hintsForFocusedContext()`, bindings without a visible hint are listed
    /// too (a list's PgUp/PgDn/Home/End, a text field's editing keys), each described by its own
    /// help text or hint, else by a binding of the same command in the same table that has one, else
    /// by the command's `helpText`. A key bound (or
    /// captured) further in is listed there only; keys of one command and description share a line;
    /// a responder's `unboundKeysHelp` comes first in its section. Help itself is left out.
    public func keyHelpForFocusedContext() -> [KeyHelpSection] {
        let table = activeBindings
        table.refreshVolatileCaptures()
        let chain = table.chainResponders
        let rows = table.rows
        var claimed: Set<Key> = []
        var sections: [KeyHelpSection] = []
        var row = 0
        for (index, responder) in chain.enumerated() {
            var entries = responder.unboundKeysHelp
            var entryIndex: [String: Int] = [:]
            while row < rows.count, rows[row].owner == index {
                defer { row += 1 }
                let binding = rows[row].binding
                guard !binding.command.matches(.help) else { continue }
                let taken = claimed.contains(binding.key) || rows[row].isCaptured
                guard !taken, table.isPerformable(row) else { continue }
                claimed.insert(binding.key)
                let description = Self.helpDescription(of: binding, in: responder.keyBindings)
                let entryKey = "\(binding.command.name)\u{0}\(description)"
                if let existing = entryIndex[entryKey] {
                    if !entries[existing].keys.contains(binding.key.label) {
                        entries[existing].keys.append(binding.key.label)
                    }
                } else {
                    entryIndex[entryKey] = entries.count
                    entries.append(KeyHelpEntry(keys: [binding.key.label], description: description))
                }
            }
            guard !entries.isEmpty else { continue }
            let title = responder.keyHelpTitle
            if let last = sections.indices.last, title.isEmpty || sections[last].title == title {
                sections[last].entries.append(contentsOf: entries)
            } else {
                sections.append(KeyHelpSection(title: title, entries: entries))
            }
        }
        return sections
    }

    /// The binding's own description, else that of a binding of the same command (and argument) in
    /// the same table, else the command's words.
    private static func helpDescription(of binding: KeyBinding, in table: [KeyBinding]) -> String {
        let own = binding.ownHelpDescription
        if !own.isEmpty { return own }
        if let sibling = table.first(where: { $0.command == binding.command && !$0.ownHelpDescription.isEmpty }) {
            return sibling.ownHelpDescription
        }
        return binding.command.helpText
    }
}
