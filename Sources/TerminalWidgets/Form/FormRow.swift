/// One row of a `Form`: a label and the field it names, and how wide the field is.
@MainActor
public struct FormRow {
    /// The label's text, shown in the form's label column.
    public let label: String
    /// The field: any view (a text field, a stepper, a row of buttons, a wrapping label).
    public let field: View
    /// How wide the field is.
    public let width: FormFieldWidth

    /// A row labelled `label` holding `field`, which fills the rest of the row unless `width` says otherwise.
    public init(_ label: String, _ field: View, width: FormFieldWidth = .fill) {
        self.label = label
        self.field = field
        self.width = width
    }
}
