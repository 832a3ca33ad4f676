/// A form: rows of a label and a field, the labels in one column as wide as the widest label (by
/// display width, so CJK labels line up) or `labelWidth`, each field in the rest of its row.
///
/// ```swift
/// let form = Form(rows: [
///     FormRow("Name", nameField),
///     FormRow("Age", ageStepper, width: .intrinsic),
/// ])
/// form.addRow("Notes", notesLabel)
/// ```
///
/// Rows stack top to bottom, `spacing` blank rows apart; a row is as tall as its field wants at the
/// field's width (at least one row), with its label on the first line. A field fills the rest of its
/// row, or takes its own width (`.intrinsic`, so a text field sized to its text grows as the user
/// types) or a fixed width, never more than the row has. A hidden field hides its row. Focus moves
/// through the fields top to bottom (Tab, or ↓ from a field that does not use it). When the form is
/// narrow the label column gives way first: it takes at most half the width, and labels that do not
/// fit end in "…". Any size works, down to 0×0.
///
/// A field can carry an error message, shown on the line under it in the theme's `error` style
/// (`setError(_:for:)`, or bound from the store with `form.rx.error(for: field)`); a row with an
/// error is one line taller, and an empty or nil message removes the line.
public final class Form: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "form", states: accessibilityStates)
    }

    @MainActor
    private struct Row {
        let label: Label
        let field: View
        var width: FormFieldWidth
        /// The error message under the field, hidden while there is none.
        let errorLabel: Label

        /// The lines the error takes under the field (0 or 1).
        var errorLines: Int { errorLabel.text.isEmpty ? 0 : 1 }
    }

    private var entries: [Row] = []

    /// Blank rows between two rows.
    public var spacing: Int {
        didSet {
            spacing = max(0, spacing)
            if spacing != oldValue { layoutDidChange() }
        }
    }

    /// The width of the label column; nil makes it as wide as the widest label.
    public var labelWidth: Int? {
        didSet {
            labelWidth = labelWidth.map { max(0, $0) }
            if labelWidth != oldValue { layoutDidChange() }
        }
    }

    /// Blank columns between the label column and the fields.
    public var labelSpacing: Int {
        didSet {
            labelSpacing = max(0, labelSpacing)
            if labelSpacing != oldValue { layoutDidChange() }
        }
    }

    /// Where each label sits in the label column (`.right` puts them against their fields).
    public var labelAlignment: TextAlignment {
        didSet {
            guard labelAlignment != oldValue else { return }
            for row in entries { row.label.alignment = labelAlignment }
        }
    }

    /// Creates a form holding `rows`.
    public init(
        spacing: Int = 0, labelWidth: Int? = nil, labelSpacing: Int = 1, labelAlignment: TextAlignment = .left,
        rows: [FormRow] = []
    ) {
        self.spacing = max(0, spacing)
        self.labelWidth = labelWidth.map { max(0, $0) }
        self.labelSpacing = max(0, labelSpacing)
        self.labelAlignment = labelAlignment
        super.init()
        for row in rows { addRow(row) }
    }

    /// The rows, top to bottom.
    public var rows: [FormRow] { entries.map { FormRow($0.label.text, $0.field, width: $0.width) } }

    /// Adds a row at the bottom (a field already in the form moves there; the form itself or a view
    /// that holds it is refused).
    public func addRow(_ row: FormRow) {
        guard row.field !== self, !row.field.isAncestor(of: self), !row.field.isLayerRoot else { return }
        removeRow(for: row.field)
        let label = Label(row.label, alignment: labelAlignment)
        let errorLabel = Label()
        errorLabel.themeStyle = \.error
        errorLabel.isHidden = true
        entries.append(Row(label: label, field: row.field, width: row.width, errorLabel: errorLabel))
        addSubview(label)
        addSubview(row.field)
        addSubview(errorLabel)
        layoutDidChange()
    }

    /// Adds a row labelled `label` holding `field` at the bottom.
    public func addRow(_ label: String, _ field: View, width: FormFieldWidth = .fill) {
        addRow(FormRow(label, field, width: width))
    }

    /// Removes the row holding `field`, with its label.
    public func removeRow(for field: View) {
        entries.first { $0.field === field }?.field.removeFromSuperview()
    }

    /// The label of the row holding `field` (to restyle it, say `themeStyle = \.accent`).
    public func label(for field: View) -> Label? {
        entries.first { $0.field === field }?.label
    }

    /// Shows `message` on the line under `field` in the theme's error style; nil or an empty message
    /// removes the line.
    public func setError(_ message: String?, for field: View) {
        guard let row = entries.first(where: { $0.field === field }) else { return }
        let text = message ?? ""
        guard row.errorLabel.text != text else { return }
        row.errorLabel.text = text
        row.errorLabel.isHidden = text.isEmpty
        layoutDidChange()
    }

    /// The error message shown under `field`, or nil when there is none.
    public func error(for field: View) -> String? {
        guard let text = entries.first(where: { $0.field === field })?.errorLabel.text, !text.isEmpty else {
            return nil
        }
        return text
    }

    /// Changes how wide the field of its row is.
    public func setWidth(_ width: FormFieldWidth, for field: View) {
        guard let index = entries.firstIndex(where: { $0.field === field }) else { return }
        entries[index].width = width
        layoutDidChange()
    }

    /// Drops the whole row when its field or its label leaves the form (moved elsewhere, or removed).
    public override func willRemoveSubview(_ subview: View) {
        guard
            let index = entries.firstIndex(where: {
                $0.field === subview || $0.label === subview || $0.errorLabel === subview
            })
        else { return }
        let row = entries.remove(at: index)
        for view in [row.label, row.field, row.errorLabel] where view !== subview { view.removeFromSuperview() }
        invalidateIntrinsicSize()
    }

    private func layoutDidChange() {
        setNeedsLayout()
        invalidateIntrinsicSize()
    }

    private var shownRows: [Row] { entries.filter { !$0.field.isHidden } }

    /// The label column the labels want: `labelWidth`, or the widest label.
    private var wantedLabelWidth: Int {
        labelWidth ?? shownRows.map(\.label.intrinsicSize.width).max() ?? 0
    }

    /// The label column in `width` columns: what the labels want, at most half the width.
    public func labelColumnWidth(forWidth width: Int) -> Int {
        min(wantedLabelWidth, max(0, width - labelSpacing) / 2)
    }

    /// How wide `row`'s field is when the fields have `room` columns.
    private func fieldWidth(of row: Row, room: Int) -> Int {
        switch row.width {
        case .fill: return room
        case .fixed(let width): return min(max(0, width), room)
        case .intrinsic: return min(row.field.sizeThatFits(Size(width: room, height: Int.max / 4)).width, room)
        }
    }

    private func rowHeight(of row: Row, fieldWidth: Int) -> Int {
        max(1, row.field.sizeThatFits(Size(width: fieldWidth, height: Int.max / 4)).height)
    }

    /// The label column, the spacing and the widest field's wanted width; the rows' heights and spacing.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let rows = shownRows
        guard !rows.isEmpty else { return .zero }
        let labels = labelColumnWidth(forWidth: proposal.width)
        let room = max(0, proposal.width - labels - labelSpacing)
        var fields = 0
        var height = spacing * (rows.count - 1)
        for row in rows {
            let wanted = row.field.sizeThatFits(Size(width: room, height: Int.max / 4))
            switch row.width {
            case .fixed(let width): fields = max(fields, width)
            case .fill, .intrinsic: fields = max(fields, wanted.width)
            }
            height += rowHeight(of: row, fieldWidth: fieldWidth(of: row, room: room)) + row.errorLines
        }
        return Size(width: labels + labelSpacing + fields, height: height)
    }

    /// The form's size when nothing constrains it.
    public override var intrinsicSize: Size { sizeThatFits(Size(width: Int.max / 4, height: Int.max / 4)) }

    /// Places each label in the label column and each field beside it, row under row.
    public override func layoutSubviews() {
        let labels = labelColumnWidth(forWidth: bounds.width)
        let fieldX = min(bounds.width, labels + labelSpacing)
        let room = max(0, bounds.width - fieldX)
        var y = 0
        for row in entries {
            if row.label.isHidden != row.field.isHidden { row.label.isHidden = row.field.isHidden }
            let showsError = !row.field.isHidden && row.errorLines > 0
            if row.errorLabel.isHidden == showsError { row.errorLabel.isHidden = !showsError }
            guard !row.field.isHidden else { continue }
            let width = fieldWidth(of: row, room: room)
            let height = min(rowHeight(of: row, fieldWidth: width), max(0, bounds.height - y))
            row.label.frame = Rect(x: 0, y: y, width: labels, height: min(1, height))
            row.field.frame = Rect(x: fieldX, y: y, width: width, height: height)
            y = min(bounds.height, y + height)
            if showsError {
                row.errorLabel.frame = Rect(x: fieldX, y: y, width: room, height: min(1, bounds.height - y))
                y = min(bounds.height, y + 1)
            }
            y = min(bounds.height, y + spacing)
        }
    }
}
