import Bindings

/// The bound value of one widget property, which makes the property follow its binder ("controlled").
///
/// A property that its `rx` binder has set at least once is controlled: after a user event the
/// widget shows the last bound value, whatever the user proposed. Dispatch runs synchronously on
/// the main actor, so while the widget's event is being sent the screen dispatches, the reducer runs
/// and the connection pushes a changed props entry through the binder. Once the event has been
/// sent, the widget shows the bound value: a change the reducer accepts stays, a clamped or
/// rewritten one shows as the store holds it, and a refused one (no new value arrives) snaps back,
/// all in the frame of the key press or click, with no code in the screen. A property no binder has
/// set is uncontrolled and keeps the user's change. A binder never fires a user event, so there is
/// no feedback loop. A controlled widget whose event nobody handles keeps showing the bound value.
///
/// A widget keeps one `ControlledValue` for each bindable property, builds that property's binder
/// with `binder(_:apply:)`, and sends each user change through `reportUserChange(_:)`:
///
/// ```swift
/// final class Dial: View {
///     var angle = 0 { didSet { setNeedsDisplay() } }
///     let controlledAngle = ControlledValue<Int>()
///     let turnedSubject = PassthroughSubject<Int, Never>()
///
///     func userDidTurn(to proposed: Int) {
///         angle = proposed
///         if let bound = controlledAngle.reportUserChange({ turnedSubject.send(proposed) }) { angle = bound }
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
    public private(set) var boundValue: Value?
    private var reportDepth = 0

    /// An uncontrolled property (until a binder made with `binder(_:apply:)` applies a value).
    public nonisolated init() {}

    /// Whether a binder has set the property, so user changes end on the bound value.
    public var isControlled: Bool { boundValue != nil }

    /// Whether a user change is being reported right now (inside `reportUserChange(_:)`). A binder
    /// may leave the property alone meanwhile and let the widget show the bound value afterwards.
    public var isReportingUserChange: Bool { reportDepth > 0 }

    /// Records `value` as the bound value, making the property controlled.
    public func record(_ value: Value) {
        boundValue = value
    }

    /// Forgets the bound value: the property is uncontrolled again until a binder sets it.
    public func release() {
        boundValue = nil
    }

    /// Reports a user change with `report` (which sends the widget's event), then returns what the
    /// widget shows: the bound value when controlled (a binder may just have updated it), nil when
    /// uncontrolled (the widget keeps the user's change).
    @discardableResult
    public func reportUserChange(_ report: () -> Void) -> Value? {
        reportDepth += 1
        defer { reportDepth -= 1 }
        report()
        return boundValue
    }

    /// A binder that records each value it receives here, then applies it to `target` with `apply`.
    public nonisolated func binder<Target: AnyObject>(
        _ target: Target, apply: @escaping @MainActor (Target, Value) -> Void
    ) -> Binder<Value> {
        Binder(target) { [self] target, value in
            record(value)
            apply(target, value)
        }
    }
}
