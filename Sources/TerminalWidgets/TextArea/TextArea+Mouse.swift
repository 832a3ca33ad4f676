extension TextArea {
    /// How many rows one turn of the wheel scrolls.
    static let wheelRows = 3

    /// A press places the cursor (a Shift-press extends the selection) and starts a drag; a drag
    /// selects from the press to the pointer; a release ends the drag and copies what is selected to
    /// the clipboard (and so to the system clipboard); the wheel scrolls.
    func handleMouse(_ mouse: MouseEvent) -> Bool {
        switch mouse {
        case .press(.left, let point, let modifiers):
            let target = position(atViewPoint: point)
            let extending = modifiers.contains(.shift)
            applyUserMove { $0.moveCursor(to: target, extending: extending) }
            dragAnchor = selection.anchor
            return true
        case .drag(.left, let point, _):
            guard let anchor = dragAnchor else { return true }
            if point.y < 0 { scrollRows(by: -1) } else if point.y >= bounds.height { scrollRows(by: 1) }
            let clampedPoint = Point(x: point.x, y: min(max(0, point.y), max(0, bounds.height - 1)))
            let target = position(atViewPoint: clampedPoint)
            applyUserMove { area in
                area.moveCursor(to: target, extending: true)
                area.selection.anchor = anchor
            }
            return true
        case .release(.left, _, _):
            // The text selected by the drag (or a Shift-press) goes to the clipboard, as a terminal does.
            if dragAnchor != nil, !selection.isEmpty { clipboard?.copy(selectedText) }
            dragAnchor = nil
            return true
        case .wheelUp:
            scrollRows(by: -Self.wheelRows)
            return true
        case .wheelDown:
            scrollRows(by: Self.wheelRows)
            return true
        default:
            return false
        }
    }
}
