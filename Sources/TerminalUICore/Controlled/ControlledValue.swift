import Bindings

/// The bound value of one widget property, which makes the property follow its binder ("controlled").
///
/// A property that its `rx` binder has set at least once is controlled: after a user event the
/// widget shows the last bound value, whatever the user proposed. The widget shows the user's change
/// and sends its event with `UserEvent.send(_:settling:)`, which delivers the event once the handler
/// has returned: the screen dispatches, the reducer runs, and the connection pushes a changed props
/// entry through the binder. Right after the delivery, unless the binder has just applied a value,
/// the property is set to the bound value with the binder's own apply: a change the reducer accepts
/// stays, a clamped or rewritten one shows as the store holds it, and a refused one (no new value
/// arrives) snaps back, all in the frame of the key press or click, with no code in the screen and
/// no repair code in the widget. A property no binder has set is uncontrolled and keeps the user's
/// change. A binder never fires a user event, so there
/// is no feedback loop. A controlled widget whose event nobody handles keeps showing the bound value.
///
/// A widget keeps one `ControlledValue` for each bindable property, builds that property's binder
/// with `binder(_:apply:)`, and sends each user change with `UserEvent.send(_:settling:)`:
///
/// ```swift
/// final class Dial: View {
///     var angle = 0 { didSet { setNeedsDisplay() } }
///     let controlledAngle = ControlledValue<Int>()
///     let turned = UserEvent<Int>()
///
///     func userDidTurn(to proposed: Int) {
///         angle = proposed
///         turned.send(proposed, settling: controlledAngle)
///     }
/// }
///
/// extension Reactive where Base: Dial {
///     var angle: Binder<Int> { base.controlledAngle.binder(base) { dial, angle in dial.angle = angle } }
/// }
/// ```
@MainActor
public final class ControlledValue<Value> {
    /// The last value a binder applied, or nil while the property is uncontrolled.
    package private(set) var boundValue: Value?
    /// The widget the last binder applied a value to, and that binder's apply (type-erased).
    private weak var target: AnyObject?
    private var apply: (@MainActor (AnyObject, Value) -> Void)?
    /// Whether a user change is being delivered and no binder has applied a value since: the
    /// widget still shows the user's change, which settling replaces with the bound value.
    private var showsUserChange = false

    /// An uncontrolled property (until a binder made with `binder(_:apply:)` applies a value).
    public nonisolated init() {}

    /// Whether a binder has set the property, so user changes end on the bound value.
    public var isControlled: Bool { boundValue != nil }

    /// Forgets the bound value: the property is uncontrolled again until a binder sets it.
    public func release() {
        boundValue = nil
        target = nil
        apply = nil
    }

    /// A binder that records each value it receives here, then applies it to `target` with `apply`;
    /// after a user event that `apply` shows the bound value again.
    public nonisolated func binder<Target: AnyObject>(
        _ target: Target, apply: @escaping @MainActor (Target, Value) -> Void
    ) -> Binder<Value> {
        let erased: @MainActor (AnyObject, Value) -> Void = { object, value in
            apply(unsafeDowncast(object, to: Target.self), value)
        }
        return Binder(target) { [self] target, value in
            record(value, on: target, with: erased)
            apply(target, value)
        }
    }

    private func record(
        _ value: Value, on target: AnyObject, with apply: @escaping @MainActor (AnyObject, Value) -> Void
    ) {
        boundValue = value
        showsUserChange = false
        if self.target !== target { self.target = target }
        self.apply = apply
    }
}

extension ControlledValue: SettlingValue {
    /// The widget shows the user's change until a binder applies a value.
    func willDeliverUserChange() {
        showsUserChange = true
    }

    /// Shows the bound value again through the last binder's apply, unless a binder applied one
    /// during the delivery (nothing while uncontrolled).
    func settle() {
        guard showsUserChange else { return }
        showsUserChange = false
        guard let boundValue, let apply, let target else { return }
        apply(target, boundValue)
    }
}
