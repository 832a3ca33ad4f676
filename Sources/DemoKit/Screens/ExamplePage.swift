import ReCurses

/// The layout the example screens share: an introduction, then the example's rows (often a `Form`).
@MainActor
enum ExamplePage {
    /// How wide the label column of the examples' forms is, so that their fields line up from
    /// screen to screen.
    static let labelWidth = 12

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
