import ReCurses

/// "Views and widgets", trees: a connection whose props hold folders, the expanded paths and the
/// selected path.
@MainActor
final class ReadmeTreeContext {
    struct Folder: Identifiable, Equatable {
        let id: String
        var name: String
        var size = 0
        var isFolder = false
        var children: [Folder]?
    }

    struct Props: Equatable {
        var roots: [Folder] = []
        var expanded: Set<String> = []
        var selectedPath: String?
    }

    struct Actions {
        let setExpanded: (Set<String>) -> Void
        let select: (String) -> Void
        let open: (String) -> Void
    }

    let connection: Connection<AppState, Props, Actions>
    let actions = Actions(setExpanded: { _ in }, select: { _ in }, open: { _ in })
    var bag = Set<AnyCancellable>()
    /// Folder contents loaded so far, by path.
    let loaded: [String: [Folder]] = [:]

    init() {
        let actions = self.actions
        connection = Connection(
            store: store, mapStateToProps: { _ in Props() }, mapDispatchToActions: { _ in actions })
    }
}
