import ReCurses
import ReCursesTesting

// What the README's partial blocks use, as the properties of the type they are compiled in
// (`<!-- readme-check: body in TYPE -->`).

/// A person in the README's list example.
struct Person: Identifiable, Equatable {
    let id: Int
    let name: String
    let role: String
}

/// "Views and widgets": a terminal, an application, a connection with its props and actions, a
/// cancellable bag and a canvas.
@MainActor
final class ReadmeWindowContext {
    struct Props: Equatable {
        var userName = ""
        var sections: [ListSection<Person>] = []
        var selectedID: Person.ID?
    }

    struct Actions {
        let save: () -> Void
        let select: (Person.ID) -> Void
    }

    let terminal = FakeTerminal()
    let app: Application
    let connection: Connection<AppState, Props, Actions>
    let actions: Actions
    let team = [Person(id: 1, name: "Ada", role: "Engineer")]
    var bag = Set<AnyCancellable>()
    var canvas = Canvas(size: Size(width: 80, height: 24))

    init() {
        app = Application(store: store, root: Screen(), terminal: terminal)
        connection = Connection(
            store: store, mapStateToProps: { Props(userName: $0.content) },
            mapDispatchToActions: { _ in Actions(save: {}, select: { _ in }) })
        actions = connection.actions
    }
}

/// Whatever takes a terminal's events.
@MainActor
final class EventLog {
    var events: [Event] = []

    func handle(_ events: [Event]) { self.events += events }
}

/// "Terminal layer" and "The ncurses backend": an event handler and two frames.
@MainActor
final class ReadmeTerminalContext {
    let app = EventLog()
    var last = Canvas(size: Size(width: 80, height: 24))
    var canvas = Canvas(size: Size(width: 80, height: 24))
}
