/// A menu item as its menu shows it, worked out from the context the menu was opened from: whether
/// it is enabled, checked, and which key runs its command there.
@MainActor
struct MenuRow {
    /// The item.
    let item: MenuItem
    /// Whether the item can be chosen (a command someone performs, a submenu with such an item).
    let isEnabled: Bool
    /// Whether its checkmark shows now (a bound one follows its state while the menu is open).
    var isChecked: Bool { item.checkmark?.isOn ?? false }
    /// The label of the key bound to its command in the context; empty when none.
    let keyLabel: String

    /// Whether the row is a separator line.
    var isSeparator: Bool {
        if case .separator = item.kind { return true }
        return false
    }

    /// The submenu's items, when the row opens one.
    var submenu: [MenuItem]? {
        if case .submenu(let items) = item.kind { return items }
        return nil
    }

    /// The rows of `items` in `context`.
    static func rows(of items: [MenuItem], in context: CommandContext) -> [MenuRow] {
        items.map { row(of: $0, in: context) }
    }

    private static func row(of item: MenuItem, in context: CommandContext) -> MenuRow {
        switch item.kind {
        case .command(let command):
            return MenuRow(
                item: item, isEnabled: context.canPerform(command),
                keyLabel: context.binding(for: command)?.key.label ?? "")
        case .submenu(let items):
            return MenuRow(
                item: item, isEnabled: hasEnabledItem(items, in: context), keyLabel: "")
        case .separator:
            return MenuRow(item: item, isEnabled: false, keyLabel: "")
        }
    }

    private static func hasEnabledItem(_ items: [MenuItem], in context: CommandContext, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        return items.contains { item in
            switch item.kind {
            case .command(let command): context.canPerform(command)
            case .submenu(let inner): hasEnabledItem(inner, in: context, depth: depth + 1)
            case .separator: false
            }
        }
    }
}
