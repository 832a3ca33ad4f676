import Bindings

extension Reactive where Base: View {
    /// Binds whether the view is enabled (a disabled view ignores input and cannot be focused).
    public var isEnabled: Binder<Bool> {
        Binder(base) { view, enabled in view.isEnabled = enabled }
    }

    /// Binds whether the view is hidden.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }
}
