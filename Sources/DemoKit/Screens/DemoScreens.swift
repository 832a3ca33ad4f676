import ReCurses

/// Makes the screen of each example.
@MainActor
package enum DemoScreens {
    /// A new screen for `example`, connected to `store`; the Board takes its seat at `board` (a board
    /// of its own when nil).
    package static func make(_ example: DemoExample, store: Store<AppState>, board: BoardSeat? = nil) -> Screen {
        switch example {
        case .simpleTextField: SimpleTextFieldScreen(store: store)
        case .steppingUp: SteppingUpScreen(store: store)
        case .table: ShopsTabsScreen(store: store, presentation: .table)
        case .collection: ShopsTabsScreen(store: store, presentation: .collection)
        case .consumers: ConsumersScreen(store: store)
        case .build: BuildScreen()
        case .live: LiveScreen(store: store)
        case .shopsTable: ShopsTableScreen(store: store)
        case .explorer: ExplorerScreen(store: store)
        case .notes: NotesScreen(store: store)
        case .monitor: MonitorScreen(store: store)
        case .board: BoardScreen(seat: board ?? .alone())
        case .widgets: WidgetsScreen(store: store)
        case .keyboard: KeyboardScreen(store: store)
        }
    }
}
