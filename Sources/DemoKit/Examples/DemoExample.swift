/// The examples the launcher lists and `--screen` opens directly.
package enum DemoExample: String, CaseIterable, Identifiable, Sendable {
    case simpleTextField = "simple-text-field"
    case steppingUp = "stepping-up"
    case table
    case collection
    case consumers
    case build
    case live
    case shopsTable = "shops-table"
    case explorer
    case notes
    case monitor
    case board
    case widgets
    case keyboard

    /// The name shown in the launcher and in the screen's title.
    package var title: String {
        switch self {
        case .simpleTextField: "Simple text field"
        case .steppingUp: "Stepping up"
        case .table: "Table"
        case .collection: "Collection"
        case .consumers: "Consumers"
        case .build: "Build"
        case .live: "Live"
        case .shopsTable: "Shops table"
        case .explorer: "Explorer"
        case .notes: "Notes"
        case .monitor: "Monitor"
        case .board: "Board"
        case .widgets: "Widgets"
        case .keyboard: "Keyboard"
        }
    }

    /// The title of the screen the example opens: Table and Collection are two tabs of one screen.
    package var screenTitle: String {
        switch self {
        case .table, .collection: "Table and collection"
        default: title
        }
    }

    /// The rows the example's live area takes in inline mode (`--inline`).
    package var inlineHeight: Int {
        self == .build ? 4 : 12
    }

    /// The name `--screen` takes identifies the example.
    package var id: String { rawValue }

    /// One line on what the example shows.
    package var summary: String {
        switch self {
        case .simpleTextField: "A text field and its echo, bound to one prop"
        case .steppingUp: "Four widgets, one value, always in sync"
        case .table: "Shops in a sectioned list, tabbed with Collection"
        case .collection: "The same shops as a reflowing grid, tabbed with Table"
        case .consumers: "Old → new values and a page store"
        case .build: "A simulated build; try it with --inline"
        case .live: "Timers and tasks: a clock, a report, a search"
        case .shopsTable: "The shops in a data table the store sorts"
        case .explorer: "Folders in a tree, their files in a table"
        case .notes: "Notes saved as you type, never a word lost"
        case .monitor: "Processes from /proc, refreshed every second"
        case .board: "Columns of cards, shared live by every SSH user"
        case .widgets: "Everyday widgets: a select bound to the store"
        case .keyboard: "Keys as the terminal tells: press, repeat, release"
        }
    }

    /// Finds an example by name, ignoring case, dashes, underscores and spaces, so
    /// `stepping-up`, `SteppingUp` and `stepping_up` all work.
    package init?(name: String) {
        let wanted = Self.squashed(name)
        guard let match = Self.allCases.first(where: { Self.squashed($0.rawValue) == wanted }) else {
            return nil
        }
        self = match
    }

    private static func squashed(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })
    }
}
