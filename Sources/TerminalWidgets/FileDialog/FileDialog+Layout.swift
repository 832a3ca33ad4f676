extension FileDialog {
    /// What goes before the path field.
    static let pathTitle = "Path "

    /// The path field on the first row, the message or candidates line under it, the tree and the
    /// table side by side, and the switch and the buttons on the last row.
    func layoutParts() {
        let width = bounds.width
        let height = bounds.height
        let titleWidth = min(width, Self.pathTitle.count)
        pathField.frame = Rect(x: titleWidth, y: 0, width: width - titleWidth, height: min(1, height))
        let bodyTop = min(2, height)
        let bodyHeight = max(0, height - 3)
        let treeWidth = width < 30 ? 0 : min(tree.preferredWidth, width / 3)
        tree.frame = Rect(x: 0, y: bodyTop, width: treeWidth, height: bodyHeight)
        tree.isHidden = treeWidth == 0
        let tableX = treeWidth == 0 ? 0 : treeWidth + 1
        table.frame = Rect(x: tableX, y: bodyTop, width: max(0, width - tableX), height: bodyHeight)
        let row = max(0, height - 1)
        let rowHeight = height >= 3 ? 1 : 0
        let confirmWidth = min(width, confirmButton.intrinsicSize.width)
        confirmButton.frame = Rect(x: width - confirmWidth, y: row, width: confirmWidth, height: rowHeight)
        let cancelWidth = min(max(0, width - confirmWidth - 1), cancelButton.intrinsicSize.width)
        let cancelX = max(0, width - confirmWidth - 1 - cancelWidth)
        cancelButton.frame = Rect(x: cancelX, y: row, width: cancelWidth, height: rowHeight)
        let switchWidth = min(max(0, cancelX - 1), hiddenFilesSwitch.intrinsicSize.width)
        hiddenFilesSwitch.frame = Rect(x: 0, y: row, width: switchWidth, height: rowHeight)
    }

    /// Draws the path title, the message line (an error, or the completion candidates) and the
    /// line between the tree and the table.
    func drawParts(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        canvas.put(Self.pathTitle, at: .zero, style: theme.header, maxWidth: bounds.width)
        if bounds.height > 1 {
            if let message {
                canvas.put(message, at: Point(x: 0, y: 1), style: theme.error, maxWidth: bounds.width, ellipsis: true)
            } else if !candidates.isEmpty {
                canvas.put(
                    candidates.joined(separator: "  "), at: Point(x: 0, y: 1), style: theme.hint,
                    maxWidth: bounds.width, ellipsis: true)
            }
        }
        guard !tree.isHidden else { return }
        for y in tree.frame.minY..<tree.frame.maxY {
            canvas.put("│", at: Point(x: tree.frame.maxX, y: y), style: theme.border)
        }
    }
}
