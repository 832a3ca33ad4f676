import ArgumentParser

/// The examples the launcher lists and `--screen` opens directly.
enum DemoExample: String, CaseIterable, Sendable {
    case simpleTextField = "simple-text-field"
    case steppingUp = "stepping-up"
    case table
    case collection
    case consumers

    /// The name shown in the launcher and in the screen's title.
    var title: String {
        switch self {
        case .simpleTextField: "Simple text field"
        case .steppingUp: "Stepping up"
        case .table: "Table"
        case .collection: "Collection"
        case .consumers: "Consumers"
        }
    }

    /// One line on what the example shows.
    var summary: String {
        switch self {
        case .simpleTextField: "A text field and a label bound to the same state"
        case .steppingUp: "Slider, text field, progress bar and stepper showing one value"
        case .table: "Shops by category in a sectioned list, with Reverse"
        case .collection: "The same shops as a grid that reflows with the width"
        case .consumers: "State consumers (old → new) and a screen-scoped page store"
        }
    }

    /// Finds an example by name, ignoring case, dashes, underscores and spaces, so
    /// `stepping-up`, `SteppingUp` and `stepping_up` all work.
    init?(name: String) {
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

extension DemoExample: ExpressibleByArgument {
    /// Parses `--screen NAME` leniently (see `init(name:)`).
    init?(argument: String) {
        self.init(name: argument)
    }
}
