import Bindings

extension Reactive where Base: Form {
    /// Binds the error message shown under `field` (nil or empty: none), say from a validation the
    /// store keeps.
    public func error(for field: View) -> Binder<String?> {
        Binder(base) { [weak field] form, message in
            if let field { form.setError(message, for: field) }
        }
    }
}
