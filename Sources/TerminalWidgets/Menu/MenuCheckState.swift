import Bindings

/// An on/off value a menu item's checkmark shows, set by the app or bound from a publisher with
/// `state.rx.isOn`; an open menu redraws when it changes.
@MainActor
public final class MenuCheckState: ReactiveCompatible {
    /// Whether the checkmark shows.
    public var isOn: Bool {
        didSet { if isOn != oldValue { onChange?() } }
    }

    /// Called when `isOn` changed (an open menu redraws).
    var onChange: (@MainActor () -> Void)?

    /// A state that starts as `isOn`.
    public init(isOn: Bool = false) {
        self.isOn = isOn
    }
}

extension Reactive where Base: MenuCheckState {
    /// Binds whether the checkmark shows.
    public var isOn: Binder<Bool> {
        Binder(base) { state, isOn in state.isOn = isOn }
    }
}
