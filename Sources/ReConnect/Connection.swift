import ReStore

/// Maps a store's state to a screen's `Props` and its dispatch function to the screen's `Actions`.
///
/// A screen conforms to `Connectable` and holds a connection; it calls `connect()` when it
/// appears and `disconnect()` when it goes away (ReCurses screens do both automatically).
/// While connected, every new state is mapped with `mapStateToProps` and published in `props`;
/// `bind` and `subscribe` push single props entries into widget binders, emitting only changes.
///
/// When the state type is `Equatable`, a state equal to the last one mapped is ignored:
/// `mapStateToProps` does not run and nothing is emitted. That is the one comparison of a state on
/// its way to a connection: the store adds no `skipRepeats` of its own in front of a connection.
///
/// Use a connection on the main actor, like its store.
///
/// ```swift
/// final class CounterScreen: Screen, Connectable {
///     struct Props: Equatable { let count: String }
///     struct Actions { let increase: () -> Void }
///
///     let connection: Connection<AppState, Props, Actions>
///     let label = Label()
///
///     init(store: Store<AppState>) {
///         connection = Connection(
///             store: store, mapStateToProps: { Props(count: "\($0.count)") },
///             mapDispatchToActions: { dispatch in Actions(increase: { dispatch(Increase()) }) })
///         super.init(title: "Counter")
///     }
///
///     override func viewDidLoad() {
///         view.addSubview(label)
///         connection.bind(\.count, to: label.rx.text)   // while shown, the label follows the state
///     }
/// }
/// ```
public final class Connection<State: StateType, Props, Actions>: StoreSubscriber, ConnectionControlling {
    /// The current props. Its value is set from the store's state when the connection is created
    /// and each time the connected store's state changes; sending a value publishes it directly
    /// (handy in tests). Normally read through `Connectable.props`.
    public let props: CurrentValueSubject<Props, Never>

    /// The screen's actions, made by `mapDispatchToActions`; they dispatch to the current `store`.
    /// Normally used through `Connectable.actions`; settable so a test can record calls.
    public var actions: Actions

    /// The store this connection follows. Setting another store (e.g. a test store) re-maps the
    /// actions to it and, when connected, moves the subscription to it.
    public var store: Store<State> {
        didSet { storeDidChange(from: oldValue) }
    }

    /// Bindings and subscriptions made by `bind` and `subscribe`; they live as long as the
    /// connection (across disconnect and connect). Add your own with `store(in:)`.
    public var cancellables = Set<AnyCancellable>()

    /// Whether the connection is subscribed to its store.
    public private(set) var isConnected = false

    private let mapStateToProps: (State) -> Props
    private let mapDispatchToActions: (@escaping DispatchFunction) -> Actions
    /// The state type's `==`, when it is `Equatable`.
    private let isRepeat: ((State, State) -> Bool)?
    private var lastMappedState: State?
    /// The bindings' entries, in the order they were made; fed by `props`.
    @usableFromInline let fanOut = PropsFanOut<Props>()
    private var propsFeed: AnyCancellable?

    /// Creates a connection whose props are mapped from `store`'s current state at once.
    /// - Parameters:
    ///   - store: The store to follow (the global store or a screen's page store).
    ///   - mapStateToProps: Makes the screen's props from a state.
    ///   - mapDispatchToActions: Makes the screen's actions from a dispatch function.
    public init(
        store: Store<State>,
        mapStateToProps: @escaping (State) -> Props,
        mapDispatchToActions: @escaping (@escaping DispatchFunction) -> Actions
    ) {
        self.store = store
        self.mapStateToProps = mapStateToProps
        self.mapDispatchToActions = mapDispatchToActions
        isRepeat = DynamicEquality.comparison(of: State.self)
        let state: State = store.state
        props = CurrentValueSubject(mapStateToProps(state))
        propsFeed = props.sink { [fanOut] in fanOut.push($0) }
        actions = mapDispatchToActions(Self.dispatchFunction(of: store))
        if isRepeat != nil { lastMappedState = state }
    }

    deinit {
        store.unsubscribe(self)
    }

    /// The origin the history notes for the actions of this kind of connection.
    private static var originLabel: String {
        let name = String(reflecting: Props.self)
        return name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name
    }

    /// Subscribes to the store: props follow its state from now on. Does nothing when connected.
    public func connect() {
        guard !isConnected else { return }
        isConnected = true
        subscribe(to: store)
    }

    /// Unsubscribes from the store; props keep their last value. Does nothing when disconnected.
    public func disconnect() {
        guard isConnected else { return }
        isConnected = false
        store.unsubscribe(self)
    }

    /// Maps `state` to props and publishes them (skipped for an `Equatable` state equal to the
    /// last one mapped). Called by the store; call it yourself only in tests.
    public func newState(state: State) {
        if let isRepeat {
            if let last = lastMappedState, isRepeat(last, state) { return }
            lastMappedState = state
        }
        props.send(mapStateToProps(state))
    }

    /// A publisher of one props entry: its current value at once, then each value that differs
    /// from the previous one according to `isEqual`.
    ///
    /// All entries of a connection receive new props in the order they were subscribed, so bindings
    /// apply in the order they were made (bind a list's rows before its selection).
    ///
    /// Inlinable, so the entry's change detection is specialised for your props: an entry stored in
    /// the props is read at its offset and compared in place on every state change.
    @inlinable
    public func propsEntry<T>(
        at keyPath: KeyPath<Props, T>,
        isEqual: @escaping (T, T) -> Bool
    ) -> AnyPublisher<T, Never> {
        PropsEntryPublisher(
            fanOut: fanOut, currentProps: { [weak props] in props?.value }, keyPath: keyPath, isEqual: isEqual
        )
        .eraseToAnyPublisher()
    }

    /// A publisher of one `Equatable` props entry: its current value, then each change (`==`).
    @inlinable
    public func propsEntry<T: Equatable>(at keyPath: KeyPath<Props, T>) -> AnyPublisher<T, Never> {
        propsEntry(at: keyPath) { $0 == $1 }
    }

    /// Subscribes to `store` without its automatic `skipRepeats`: `newState(state:)` compares with
    /// the last state mapped, which is the one comparison a state needs.
    private func subscribe(to store: Store<State>) {
        store.subscribe(self) { $0.comparedBySubscriber() }
    }

    private func storeDidChange(from oldStore: Store<State>) {
        actions = mapDispatchToActions(Self.dispatchFunction(of: store))
        guard isConnected, oldStore !== store else { return }
        oldStore.unsubscribe(self)
        subscribe(to: store)
    }

    /// A dispatch function bound to one store; it does not keep the store alive. When the store
    /// keeps a history, the action's origin is the props type's name without its module
    /// ("CounterScreen.Props").
    private static func dispatchFunction(of store: Store<State>) -> DispatchFunction {
        { [weak store] action in
            guard let store else { return }
            if store.keepsHistory {
                DispatchOrigin.withLabel(originLabel) { store.dispatch(action) }
            } else {
                store.dispatch(action)
            }
        }
    }
}
