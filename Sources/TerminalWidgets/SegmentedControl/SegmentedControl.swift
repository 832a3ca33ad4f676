import Bindings
import OpenCombine

/// A row of mutually exclusive segments, drawn as ` One │ Two │ Three ` with the selected one
/// highlighted; `selectedSegmentIndex` is -1 when none is selected.
///
/// Keys: ←/→ select the previous/next segment (from none, → picks the first and ← the last),
/// Home/End the first/last, digits 1–9 the segment with that number; a mouse press selects the
/// segment under it. When narrow, the widest titles are shortened with an ellipsis first.
///
/// `selectionChanged` fires only when the user changes the selection, never for changes in code
/// or through `rx.selectedSegmentIndex`. Once bound through `rx.selectedSegmentIndex` the control is
/// controlled: after a user selection it shows the bound index.
public final class SegmentedControl: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "choice",
            value: segments.indices.contains(selectedSegmentIndex) ? segments[selectedSegmentIndex] : "",
            states: accessibilityStates,
            position: AccessibilityDescription.position(
                "option", index: segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil,
                count: segments.count))
    }

    /// The segment titles. Replacing them keeps the selected index when it is still valid, else clamps it.
    public var segments: [String] {
        didSet {
            guard segments != oldValue else { return }
            selectedSegmentIndex = Self.clamped(selectedSegmentIndex, count: segments.count)
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The selected segment, or -1 for none. Values below -1 become -1; values past the end become
    /// the last segment (-1 when there are none).
    public var selectedSegmentIndex: Int {
        didSet {
            let clamped = Self.clamped(selectedSegmentIndex, count: segments.count)
            if clamped != selectedSegmentIndex { selectedSegmentIndex = clamped }
            if selectedSegmentIndex != oldValue { setNeedsDisplay() }
        }
    }

    private let selectionEvent = UserEvent<Int>()

    /// The index `rx.selectedSegmentIndex` last set; once set, a selection by the user ends on it
    /// (see `ControlledValue`).
    public nonisolated let controlledSelection = ControlledValue<Int>()

    /// Fires with the new index after the user selected a segment.
    public var selectionChanged: AnyPublisher<Int, Never> { selectionEvent.publisher }

    /// Creates a control with `segments`, selecting `selectedSegmentIndex` (clamped).
    public init(segments: [String] = [], selectedSegmentIndex: Int = -1) {
        self.segments = segments
        self.selectedSegmentIndex = Self.clamped(selectedSegmentIndex, count: segments.count)
        super.init()
        keyBindings =
            [
                KeyBinding(.left, .moveLeft, hint: "Choose", keyLabel: "←→"),
                KeyBinding(.right, .moveRight, isHintVisible: false),
                KeyBinding(.home, .moveToStart, isHintVisible: false),
                KeyBinding(.end, .moveToEnd, isHintVisible: false),
            ]
            + (1...9).map { number in
                KeyBinding(
                    .character(Character(String(number))), .select.with(number - 1), isHintVisible: false,
                    help: "Choose by number")
            }
        addSegmentCommands()
    }

    static func clamped(_ index: Int, count: Int) -> Int {
        min(max(-1, index), count - 1)
    }

    /// Segmented controls take the focus (when they have segments).
    public override var canBecomeFocused: Bool { !segments.isEmpty }

    /// Every title padded by a space on each side, with separators between.
    public override var intrinsicSize: Size {
        guard !segments.isEmpty else { return Size(width: 0, height: 1) }
        return Size(width: segments.reduce(0) { $0 + $1.displayWidth + 2 } + segments.count - 1, height: 1)
    }

    /// The selection commands; none of them counts while there are no segments.
    private func addSegmentCommands() {
        let hasSegments: @MainActor () -> Bool = { [unowned self] in !segments.isEmpty }
        addCommand(.moveLeft, isEnabled: hasSegments) { [unowned self] in
            userSelect(selectedSegmentIndex < 0 ? segments.count - 1 : max(0, selectedSegmentIndex - 1))
        }
        addCommand(.moveRight, isEnabled: hasSegments) { [unowned self] in
            userSelect(selectedSegmentIndex < 0 ? 0 : min(segments.count - 1, selectedSegmentIndex + 1))
        }
        addCommand(.moveToStart, isEnabled: hasSegments) { [unowned self] in self.userSelect(0) }
        addCommand(.moveToEnd, isEnabled: hasSegments) { [unowned self] in userSelect(segments.count - 1) }
        addCommand(.select, isEnabled: hasSegments) { [unowned self] (command: Command) in
            guard let index = command.argument, segments.indices.contains(index) else { return }
            userSelect(index)
        }
    }

    private func userSelect(_ index: Int) {
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        selectionEvent.send(index, settling: controlledSelection)
    }

    /// The column ranges of the segments at the current width.
    public var segmentRanges: [Range<Int>] {
        SegmentedControlLayout.ranges(titleWidths: segments.map(\.displayWidth), width: bounds.width)
    }

    /// A mouse press selects the segment under it.
    public override func handle(_ event: Event) -> Bool {
        guard case .mouse(.press(.left, let point, _)) = event else { return super.handle(event) }
        guard isEnabledInHierarchy else { return false }
        let column = point.x
        if let index = segmentRanges.firstIndex(where: { $0.contains(column) }) { userSelect(index) }
        return true
    }

    /// Draws the segments and separators; the selected one in the focused style while focused,
    /// else in the selected style. Focused with nothing selected, the titles are underlined.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let row = (bounds.height - 1) / 2
        let ranges = segmentRanges
        for (index, range) in ranges.enumerated() where !range.isEmpty {
            let selected = index == selectedSegmentIndex
            let style =
                !enabled
                ? (selected ? theme.disabled.reversed : theme.disabled)
                : selected
                    ? (isFocused ? theme.focused : theme.selected)
                    : isFocused && selectedSegmentIndex < 0 ? theme.normal.underlined : theme.normal
            canvas.fill(
                Rect(origin: Point(x: range.lowerBound, y: row), size: Size(width: range.count, height: 1)),
                with: Cell.blank(style: style))
            let inner = range.count >= 3 ? range.count - 2 : range.count
            let x = range.count >= 3 ? range.lowerBound + 1 : range.lowerBound
            let title = segments[index]
            let offset = max(0, (inner - title.displayWidth) / 2)
            canvas.put(title, at: Point(x: x + offset, y: row), style: style, maxWidth: inner, ellipsis: true)
            if range.upperBound < bounds.width, index + 1 < segments.count, !ranges[index + 1].isEmpty {
                canvas.put("│", at: Point(x: range.upperBound, y: row), style: enabled ? theme.border : theme.disabled)
            }
        }
    }
}

extension Reactive where Base: SegmentedControl {
    /// Binds the segment titles.
    public var segments: Binder<[String]> { Binder(base) { control, segments in control.segments = segments } }
    /// Binds the selected index (-1 = none; clamped) and makes it controlled: a selection by the user
    /// ends on the bound index (never fires `selectionChanged`).
    public var selectedSegmentIndex: Binder<Int> {
        base.controlledSelection.binder(base) { control, index in control.selectedSegmentIndex = index }
    }
}
