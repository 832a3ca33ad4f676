import ReCurses

/// The inspector's overlay: a title line (which turns into the travelling indicator), the panel
/// switcher, the selected panel, and the key hints of the focused context. Docked right, a line
/// on its left edge divides it from the app.
@MainActor
public final class InspectorView: View {
    let title = Label()
    let panelSwitcher = SegmentedControl(
        segments: InspectorPanelKind.allCases.map(\.title), selectedSegmentIndex: 0)
    let actionsPanel = ActionsPanel()
    let statePanel = StatePanel()
    let screensPanel = ScreensPanel()
    let framesPanel = FramesPanel()
    let hints = StatusBar()
    /// Whether the line on the left edge is drawn (docked right).
    var drawsLeftEdge = false {
        didSet { if drawsLeftEdge != oldValue { setNeedsLayout() } }
    }

    override init() {
        super.init()
        title.customStyle = Style(attributes: .reverse)
        for view in [title, panelSwitcher, actionsPanel, statePanel, screensPanel, framesPanel, hints] as [View] {
            addSubview(view)
        }
        show(.actions)
    }

    /// The inspector's keys head their own section of the help dialog.
    public override var keyHelpTitle: String { "Inspector" }

    /// The panel views, in `InspectorPanelKind` order.
    var panels: [View] { [actionsPanel, statePanel, screensPanel, framesPanel] }

    /// The view of panel `kind` that takes the focus.
    func focusTarget(of kind: InspectorPanelKind) -> View {
        switch kind {
        case .actions: actionsPanel.table
        case .state: statePanel.tree
        case .screens: screensPanel.table
        case .frames: framesPanel.table
        }
    }

    /// Shows the panel `kind` (the others are hidden).
    func show(_ kind: InspectorPanelKind) {
        for (index, panel) in panels.enumerated() { panel.isHidden = index != kind.rawValue }
        if panelSwitcher.selectedSegmentIndex != kind.rawValue { panelSwitcher.selectedSegmentIndex = kind.rawValue }
    }

    public override func layoutSubviews() {
        let left = drawsLeftEdge && bounds.width > 1 ? 1 : 0
        let width = bounds.width - left
        let height = bounds.height
        let titleHeight = height >= 1 ? 1 : 0
        let switcherHeight = height >= 3 ? 1 : 0
        let hintsHeight = height >= 4 ? 1 : 0
        title.frame = Rect(x: left, y: 0, width: width, height: titleHeight)
        panelSwitcher.isHidden = switcherHeight == 0
        panelSwitcher.frame = Rect(x: left, y: titleHeight, width: width, height: switcherHeight)
        hints.isHidden = hintsHeight == 0
        hints.frame = Rect(x: left, y: height - hintsHeight, width: width, height: hintsHeight)
        let top = titleHeight + switcherHeight
        let panelFrame = Rect(x: left, y: top, width: width, height: max(height - top - hintsHeight, 0))
        for panel in panels { panel.frame = panelFrame }
    }

    public override func draw(into canvas: inout Canvas) {
        guard drawsLeftEdge, bounds.width > 1 else { return }
        for row in 0..<bounds.height {
            _ = canvas.put("│", at: Point(x: 0, y: row), style: theme.border, maxWidth: 1, ellipsis: false)
        }
    }
}
