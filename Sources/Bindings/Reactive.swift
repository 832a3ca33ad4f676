/// The `rx` namespace of a value: extensions of `Reactive` hold its binders and reactive properties.
///
/// ```swift
/// extension Reactive where Base: Stepper {
///     var value: Binder<Int> { Binder(base) { stepper, value in stepper.value = value } }
/// }
/// stepperValues.bind(to: stepper.rx.value)
/// ```
public struct Reactive<Base> {
    /// The value whose reactive extensions these are.
    public let base: Base

    /// Wraps `base` in its reactive namespace.
    public init(_ base: Base) {
        self.base = base
    }
}

extension Reactive: Sendable where Base: Sendable {}
