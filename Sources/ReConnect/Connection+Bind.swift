extension Connection {
    /// Binds a props entry to an observer such as `textField.rx.text`: the observer gets the
    /// current value at once, then each value that differs (`==`) from the previous one.
    ///
    /// The binding lives in `cancellables`; the returned cancellable ends it earlier.
    @discardableResult @inlinable
    public func bind<T: Equatable, Observer: Subscriber>(
        _ keyPath: KeyPath<Props, T>,
        to observer: Observer
    ) -> AnyCancellable where Observer.Input == T, Observer.Failure == Never {
        keep(propsEntry(at: keyPath).bind(to: observer))
    }

    /// Binds a props entry to an observer through `mapping` (e.g. an `Int` into a label's
    /// `String`). Changes are detected on the entry, before the mapping.
    @discardableResult @inlinable
    public func bind<T: Equatable, Observer: Subscriber, Mapped>(
        _ keyPath: KeyPath<Props, T>,
        to observer: Observer,
        mapping: @escaping (T) -> Mapped
    ) -> AnyCancellable where Observer.Input == Mapped, Observer.Failure == Never {
        keep(propsEntry(at: keyPath).map(mapping).bind(to: observer))
    }

    /// Binds a props entry to an observer of optionals (e.g. a `String` into a `Binder<String?>`).
    @discardableResult @inlinable
    public func bind<T: Equatable, Observer: Subscriber>(
        _ keyPath: KeyPath<Props, T>,
        to observer: Observer
    ) -> AnyCancellable where Observer.Input == T?, Observer.Failure == Never {
        keep(propsEntry(at: keyPath).bind(to: observer))
    }

    /// Binds a props entry to an observer of optionals through `mapping`.
    @discardableResult @inlinable
    public func bind<T: Equatable, Observer: Subscriber, Mapped>(
        _ keyPath: KeyPath<Props, T>,
        to observer: Observer,
        mapping: @escaping (T) -> Mapped
    ) -> AnyCancellable where Observer.Input == Mapped?, Observer.Failure == Never {
        keep(propsEntry(at: keyPath).map(mapping).bind(to: observer))
    }

    /// Calls `onNext` with a props entry's current value at once, then with each value that
    /// differs (`==`) from the previous one. Works for optional and array entries alike.
    @discardableResult @inlinable
    public func subscribe<T: Equatable>(
        _ keyPath: KeyPath<Props, T>,
        onNext: @escaping (T) -> Void
    ) -> AnyCancellable {
        keep(propsEntry(at: keyPath).sink(receiveValue: onNext))
    }

    /// Binds a sequence entry with a binder function, such as a list's `rx.items`: the function
    /// receives a publisher of the sequence (current value, then changes element by element)
    /// and returns the cancellable of its binding.
    @discardableResult @inlinable
    public func bind<S: Sequence>(
        _ keyPath: KeyPath<Props, S>,
        to binder: (AnyPublisher<S, Never>) -> AnyCancellable
    ) -> AnyCancellable where S.Element: Equatable {
        keep(binder(sequenceEntry(at: keyPath)))
    }

    /// Binds a sequence entry with a binder function through `mapping` (e.g. items to row titles).
    /// Changes are detected on the sequence, before the mapping.
    @discardableResult @inlinable
    public func bind<S: Sequence, Mapped>(
        _ keyPath: KeyPath<Props, S>,
        to binder: (AnyPublisher<Mapped, Never>) -> AnyCancellable,
        mapping: @escaping (S) -> Mapped
    ) -> AnyCancellable where S.Element: Equatable {
        keep(binder(sequenceEntry(at: keyPath).map(mapping).eraseToAnyPublisher()))
    }

    @inlinable
    func sequenceEntry<S: Sequence>(at keyPath: KeyPath<Props, S>) -> AnyPublisher<S, Never>
    where S.Element: Equatable {
        propsEntry(at: keyPath) { $0.elementsEqual($1) }
    }

    @usableFromInline
    func keep(_ cancellable: AnyCancellable) -> AnyCancellable {
        cancellables.insert(cancellable)
        return cancellable
    }
}
