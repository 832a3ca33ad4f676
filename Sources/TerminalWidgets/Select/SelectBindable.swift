import Bindings

/// What `rx` binds on a `Select`: its options and its selected value.
@MainActor
public protocol SelectBindable: AnyObject {
    /// The type of the options' values.
    associatedtype Value: Equatable
    /// The choices.
    var options: [SelectOption<Value>] { get set }
    /// The selected option's value.
    var value: Value? { get set }
    /// The value `rx.value` last set, which a choice by the user ends on.
    nonisolated var controlledValue: ControlledValue<Value?> { get }
}

extension Select: SelectBindable {}

extension Reactive where Base: SelectBindable {
    /// Binds the selected value (nil, or a value no option holds, selects nothing; no event fires)
    /// and makes the select controlled: a choice by the user ends on the bound value.
    public var value: Binder<Base.Value?> {
        base.controlledValue.binder(base) { select, value in select.value = value }
    }

    /// Binds the options (the selected value stays selected while an option holds it; no event fires).
    public var options: Binder<[SelectOption<Base.Value>]> {
        Binder(base) { select, options in select.options = options }
    }
}
