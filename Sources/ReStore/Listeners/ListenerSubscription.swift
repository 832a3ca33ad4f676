/// The handle `addListener` and `addActionListener` return. The listener stays registered until
/// `remove()` is called, the store goes away, or the object given to `linkLifeCycleTo(object:)` does.
/// Dropping the handle does not remove the listener.
public final class ListenerSubscription {
    private let removeAction: () -> Void
    private let informAction: () -> Void
    private let linkAction: (AnyObject) -> Void

    init(
        remove: @escaping () -> Void,
        link: @escaping (AnyObject) -> Void,
        inform: @escaping () -> Void
    ) {
        removeAction = remove
        informAction = inform
        linkAction = link
    }

    /// Removes the listener; it is not called again, even in a round of notifications in progress.
    /// Removing twice does nothing.
    public func remove() {
        removeAction()
    }

    /// Ties the listener to `object`: once `object` is deallocated the listener is removed.
    ///
    /// - parameter object: The owner, held weakly (typically the screen that added the listener).
    /// - returns: This handle, to chain calls.
    @discardableResult
    public func linkLifeCycleTo(object: AnyObject) -> ListenerSubscription {
        linkAction(object)
        return self
    }

    /// Calls a state listener at once with the current state (its filter is not consulted, and a
    /// selector that yields `nil` means no call). For an action listener there is no current
    /// action, so nothing happens.
    public func informWithCurrentState() {
        informAction()
    }
}
