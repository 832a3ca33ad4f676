import ReCurses

/// The layout the example screens share: an introduction, then rows of a caption and a widget.
@MainActor
enum FormLayout {
    /// How wide the caption column is.
    static let captionWidth = 12

    /// A wrapped paragraph explaining the example.
    static func introduction(_ text: String) -> Label {
        let label = Label(text, wrapsLines: true)
        label.themeStyle = \.hint
        return label
    }

    /// An empty row, to separate groups of rows in a page without spacing.
    static func gap() -> View {
        Label(" ")
    }

    /// A caption and a widget side by side; the widget takes the rest of the width, or its own
    /// width when `fillsWidth` is false.
    static func row(_ caption: String, _ widget: View, fillsWidth: Bool = true) -> HStack {
        let row = HStack(spacing: 1)
        row.add(Label(caption), sizing: .fixed(captionWidth))
        row.add(widget, sizing: fillsWidth ? .fill : .intrinsic)
        if !fillsWidth { row.add(View(), sizing: .fill) }
        return row
    }

    /// The root view of an example: `rows` stacked under the introduction with a margin around,
    /// in a scroll view, so that on a small terminal the focused widget is scrolled into sight.
    /// The last row takes the spare height when `lastRowFills` is set.
    static func page(introduction text: String, rows: [View], spacing: Int = 1, lastRowFills: Bool = false) -> View {
        let stack = VStack(spacing: spacing)
        stack.add(introduction(text))
        for (index, row) in rows.enumerated() {
            stack.add(row, sizing: lastRowFills && index == rows.count - 1 ? .fill : .intrinsic)
        }
        if !lastRowFills { stack.add(Spacer(), sizing: .fill) }
        return ScrollView(Padding(stack, insets: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)))
    }
}
