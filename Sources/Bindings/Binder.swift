import Dispatch
import OpenCombine

/// A subscriber that applies every value it receives to a target object, on the main actor.
///
/// The target is held weakly: once it is gone the binder ignores further values, so a binding
/// never keeps a view alive and never crashes on a released one. A binder asks for unlimited
/// values, never fails, and ignores completion (the target is never "completed").
///
/// Values that arrive on the main thread are applied synchronously, in order; values that
/// arrive on another thread are applied later on the main queue.
///
/// ```swift
/// extension Reactive where Base: Label {
///     var text: Binder<String> { Binder(base) { label, text in label.text = text } }
/// }
/// ```
public struct Binder<Value>: Subscriber, Sendable {
    /// The values this binder accepts.
    public typealias Input = Value
    /// A binder never fails.
    public typealias Failure = Never

    private let sink: BinderSink<Value>

    /// Creates a binder that calls `binding` with the target and each value, while the target lives.
    /// - Parameters:
    ///   - target: The object to update; held weakly.
    ///   - binding: Applies one value to the target; always called on the main actor.
    public init<Target: AnyObject>(
        _ target: Target,
        binding: @escaping @MainActor (Target, Value) -> Void
    ) {
        sink = BinderSink(target: target, binding: binding)
    }

    /// Identifies this binder; copies of one binder share it.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(sink) }

    /// Whether the target is still alive (once false, received values are ignored).
    public var isTargetAlive: Bool { sink.isTargetAlive }

    /// Requests every value the publisher has.
    public func receive(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    /// Applies the value to the target (see the type's notes on threads).
    public func receive(_ input: Value) -> Subscribers.Demand {
        sink.deliver(input)
        return .none
    }

    /// Ignores completion: a bound target stays as it is.
    public func receive(completion: Subscribers.Completion<Never>) {}

    /// Applies a value directly, as if a publisher had sent it (handy in tests and glue code).
    public func on(_ value: Value) {
        sink.deliver(value)
    }
}

/// The shared storage of a `Binder`: the weak target and the main-actor hop.
///
/// Unchecked `Sendable`: the target is only touched inside `binding`, which runs on the main actor.
private final class BinderSink<Value>: @unchecked Sendable {
    private weak var target: AnyObject?
    /// Applies a value to the target; a main-actor function, stored without its isolation so that
    /// code that checked it runs on the main thread calls it directly (as `MainActor.assumeIsolated`
    /// would, without the conversion that costs an allocation on every call).
    private let apply: (AnyObject, Value) -> Void

    init<Target: AnyObject>(target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        self.target = target
        let isolated: @MainActor (AnyObject, Value) -> Void = { object, value in
            guard let typed = object as? Target else { return }
            binding(typed, value)
        }
        apply = unsafeBitCast(isolated, to: ((AnyObject, Value) -> Void).self)
    }

    var isTargetAlive: Bool { target != nil }

    func deliver(_ value: Value) {
        let handOver = HandOver(value: value)
        if MainThread.isCurrent {
            applyOnMainThread(handOver.value)
        } else {
            DispatchQueue.main.async { self.applyNow(handOver.value) }
        }
    }

    /// `applyNow` for a caller that checked it runs on the main thread.
    private func applyOnMainThread(_ value: Value) {
        guard let target else { return }
        apply(target, value)
    }

    @MainActor private func applyNow(_ value: Value) {
        guard let target else { return }
        apply(target, value)
    }
}
