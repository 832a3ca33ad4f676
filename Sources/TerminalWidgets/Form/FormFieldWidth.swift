/// How wide a `Form` makes a row's field.
public enum FormFieldWidth: Hashable, Sendable {
    /// The rest of the row after the label column (the default).
    case fill
    /// The field's own width (`sizeThatFits`), at most the rest of the row.
    case intrinsic
    /// Exactly this many columns, at most the rest of the row.
    case fixed(Int)
}
