extension Subscription {
    /// A subscription of a part of the state.
    ///
    /// - parameter selector: Picks the part; it should be cheap and pure.
    /// - returns: A subscription of the part. The old part is `nil` when the old state is.
    @inlinable
    public func select<Substate>(_ selector: @escaping (State) -> Substate) -> Subscription<Substate> {
        let selected = Subscription<Substate>()
        feed(selected) { next in
            return { old, new in
                withUnsafePointer(to: selector(new.value(State.self).pointee)) { newPart in
                    if let old {
                        withUnsafePointer(to: selector(old.value(State.self).pointee)) { oldPart in
                            next(oldPart, newPart)
                        }
                    } else {
                        next(nil, newPart)
                    }
                }
            }
        }
        return selected
    }

    /// A subscription of the part of the state at a key path.
    @inlinable
    public func select<Substate>(_ keyPath: KeyPath<State, Substate>) -> Subscription<Substate> {
        select { $0[keyPath: keyPath] }
    }

    /// A subscription that drops a pair when `isRepeat(old, new)` says so.
    /// The first state (with no old state) always passes.
    @inlinable
    public func skipRepeats(
        _ isRepeat: @escaping (_ oldState: State, _ newState: State) -> Bool
    ) -> Subscription<State> {
        let filtered = Subscription<State>()
        feed(filtered) { next in
            return { old, new in
                if let old, isRepeat(old.value(State.self).pointee, new.value(State.self).pointee) {
                    return
                }
                next(old, new)
            }
        }
        return filtered
    }

    /// Same as `skipRepeats(_:)`: drops a pair when `when(old, new)` is true.
    @inlinable
    public func skip(when: @escaping (_ oldState: State, _ newState: State) -> Bool) -> Subscription<State> {
        skipRepeats(when)
    }

    /// The inverse of `skip(when:)`: lets a pair through only when `when(old, new)` is true.
    /// The first state always passes.
    @inlinable
    public func only(when: @escaping (_ oldState: State, _ newState: State) -> Bool) -> Subscription<State> {
        skipRepeats { old, new in !when(old, new) }
    }
}

extension Subscription where State: Equatable {
    /// A subscription that drops a state equal to the previous one.
    @inlinable
    public func skipRepeats() -> Subscription<State> {
        skipRepeats { $0 == $1 }
    }
}
