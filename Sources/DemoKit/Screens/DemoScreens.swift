import ReCurses

/// Makes the screen of each example.
@MainActor
package enum DemoScreens {
    /// A new screen for `example`, connected to `store`.
    package static func make(_ example: DemoExample, store: Store<AppState>) -> Screen {
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
        case .widgets: WidgetsScreen(store: store)
        }
    }
}
