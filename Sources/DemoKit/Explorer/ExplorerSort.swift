import ReCurses

/// How the explorer's table is sorted: by which column, in which direction; ties go by name.
struct ExplorerSort: Equatable, Encodable, Sendable {
    /// The columns the table sorts by.
    enum Column: String, Equatable, Encodable, CaseIterable, Sendable {
        case name = "Name"
        case kind = "Kind"
        case size = "Size"
        case modified = "Modified"
    }

    /// The column.
    var column: Column
    /// Largest first when true.
    var isDescending: Bool

    /// By name, A to Z.
    static let byName = ExplorerSort(column: .name, isDescending: false)

    /// `entries` in this order.
    func sorted(_ entries: [DirectoryEntry]) -> [DirectoryEntry] {
        entries.sorted { lhs, rhs in
            let (first, second) = isDescending ? (rhs, lhs) : (lhs, rhs)
            switch column {
            case .name: break
            case .kind where first.kind != second.kind: return first.kind.rawValue < second.kind.rawValue
            case .size where first.size != second.size: return first.size < second.size
            case .modified where first.modified != second.modified: return first.modified < second.modified
            default: return lhs.name < rhs.name
            }
            return first.name < second.name
        }
    }
}
