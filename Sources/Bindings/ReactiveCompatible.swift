/// A type that has an `rx` namespace for its binders (`label.rx.text`, `stepper.rx.value`, …).
///
/// Conform with an empty extension; the default implementation supplies `rx`, typed by the
/// static type of the receiver, so a subclass sees its own binders and those of its superclasses:
/// ```swift
/// extension Gauge: ReactiveCompatible {}
/// gauge.rx.value   // Reactive<Gauge>
/// ```
public protocol ReactiveCompatible {
    /// The type the namespace wraps (inferred; the conforming type itself).
    associatedtype ReactiveBase

    /// The reactive namespace of this value.
    var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
    /// The reactive namespace of this value, `Reactive<Self>`.
    public var rx: Reactive<Self> { Reactive(self) }
}
