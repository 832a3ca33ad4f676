/// A store scoped to one screen (a "page"), ReSwiftConsumer style: the screen owns it, so it lives
/// exactly as long as the screen, and its transient state never touches the global state.
///
/// `consumer` is fed by this store. `observe(_:with:)` lets the screen also follow a global store
/// through a `StateConsumer` of that store's state; when the page store goes away, every such
/// observation is unsubscribed, so the global store returns to its former subscription count.
/// Like any store, it is used on the main thread.
open class PageStore<State>: Store<State>, @unchecked Sendable {
    /// Consumers of this page's state, fed on every new page state (and at once with the current one).
    public final let consumer = StateConsumer<State>()
    private final var detachActions: [() -> Void] = []

    /// Creates a page store and subscribes `consumer` to it.
    public required init(
        reducer: @escaping Reducer<State>,
        state: State?,
        middleware: [Middleware<State>] = [],
        automaticallySkipsRepeats: Bool = true
    ) {
        super.init(
            reducer: reducer, state: state, middleware: middleware,
            automaticallySkipsRepeats: automaticallySkipsRepeats)
        subscribe(consumer, transform: nil)
    }

    /// Feeds `consumer` from `globalStore` for as long as this page store lives.
    ///
    /// - parameter globalStore: The store to follow, typically the app's store.
    /// - parameter consumer: Receives the global states; the page store keeps it alive.
    public func observe<GlobalState>(_ globalStore: Store<GlobalState>, with consumer: StateConsumer<GlobalState>) {
        globalStore.subscribe(consumer, transform: nil)
        detachActions.append { [weak globalStore] in
            globalStore?.unsubscribe(consumer)
        }
    }

    deinit {
        for detach in detachActions { detach() }
    }
}
