import Bindings
import OpenCombine

/// A drop-down choice of one value among `options`. Closed, it shows the selected option's title
/// (or `placeholder`) with a `▾`; Enter, Space or a click opens the options in a box below it (above
/// it when there is no room below, always inside the screen), where ↑/↓, PgUp/PgDn and Home/End move,
/// typing letters jumps to the next option starting with them, Enter or a click on an option chooses
/// it, and Esc or a click outside the box closes it without choosing. The box takes the focus while
/// open and gives it back to the select when it closes.
///
/// `valueChanged` fires (with the chosen value) only when the user chooses an option, never for
/// changes made in code. Once bound through `rx.value` the selection is controlled: after the user
/// chooses, the select shows the bound value.
///
/// Opening the box and every key in it cost the same whatever the number of options: only setting
/// `options` is O(options) (the list of titles and the widest one are worked out then).
///
/// ```swift
/// let size = Select(options: ["Small", "Medium", "Large"].map { SelectOption($0) }, value: "Medium")
/// size.rx.value   // a Binder<String?>: the store's choice
/// size.valueChanged.sink { actions.setSize($0) }
/// ```
public final class Select<Value: Equatable>: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "select", value: selectedIndex.map { options[$0].title } ?? placeholder,
            states: accessibilityStates("expanded", when: isOpen),
            position: AccessibilityDescription.position("option", index: selectedIndex, count: options.count))
    }

    /// The choices, in the order listed. Setting them keeps the selected value when an option still
    /// holds it (else nothing is selected) and closes the box.
    public var options: [SelectOption<Value>] {
        didSet { optionsDidChange(keeping: selectedIndex.map { oldValue[$0].value }) }
    }

    /// The selected option's value; nil when no option is selected. Setting it fires no event; a
    /// value no option holds selects nothing.
    public var value: Value? {
        get { selectedIndex.map { options[$0].value } }
        set { select(index: newValue.flatMap(index(of:))) }
    }

    /// The index of the selected option in `options`, or nil.
    public private(set) var selectedIndex: Int?

    /// Shown (dimmed) while nothing is selected.
    public var placeholder: String {
        didSet {
            guard placeholder != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The most options the open box shows at once (it scrolls through the others); at least 1.
    public var maxVisibleOptions = 10

    /// The value `rx.value` last set; once set, a choice by the user ends on it (see `ControlledValue`).
    public nonisolated let controlledValue = ControlledValue<Value?>()

    private let changeEvent = UserEvent<Value>()

    /// Fires with the chosen value when the user chooses an option.
    public var valueChanged: AnyPublisher<Value, Never> { changeEvent.publisher }

    /// The box of options, made on the first opening and kept (with its list and search index)
    /// until the options change.
    private var popup: SelectPopup?
    /// Whether the box is shown.
    private var popupIsShown = false
    /// The widest title's display width, worked out when the options are set.
    private var widestTitle = 0
    /// The index selected before the last change, so that the bound value coming back after a
    /// refused choice is found without searching.
    private var previousIndex: Int?

    /// Creates a select of `options` showing the option holding `value` (none when nil), or
    /// `placeholder` while nothing is selected.
    public init(options: [SelectOption<Value>] = [], value: Value? = nil, placeholder: String = "") {
        self.options = options
        self.placeholder = placeholder
        super.init()
        keyBindings = [
            KeyBinding(.enter, .activate, hint: "Choose"),
            KeyBinding(.character(" "), .activate, isHintVisible: false),
        ]
        addCommand(.activate) { [unowned self] in open() }
        optionsDidChange(keeping: nil)
        self.value = value
    }

    /// Selects take the focus.
    public override var canBecomeFocused: Bool { true }

    /// A mouse press opens the options.
    public override var clickCommand: Command? { .activate }

    /// The widest title (or the placeholder) and the `▾`, on one row.
    public override var intrinsicSize: Size {
        Size(width: max(widestTitle, placeholder.displayWidth, 1) + 2, height: 1)
    }

    /// Whether the options' box is open.
    public var isOpen: Bool { popupIsShown }

    /// Opens the options' box with the cursor on the selected option (nothing happens outside a
    /// window or when already open).
    public func open() {
        guard !popupIsShown, let window, isEnabledInHierarchy else { return }
        let popup = self.popup ?? makePopup()
        popupIsShown = true
        popup.list.showSelection(at: selectedIndex)
        window.presentOverlay(
            popup, placement: .custom { [unowned self] size in popupFrame(in: size) }, focus: popup.list)
        setNeedsDisplay()
    }

    /// Closes the options' box without choosing.
    public func close() {
        guard popupIsShown, let popup else { return }
        popupIsShown = false
        popup.window?.dismissOverlay(popup)
        setNeedsDisplay()
    }

    private func makePopup() -> SelectPopup {
        let popup = SelectPopup()
        popup.list.sections = [ListSection(items: optionRows)]
        popup.list.onChoose = { [unowned self] index in userDidChoose(index) }
        popup.onDismiss = { [unowned self] in close() }
        self.popup = popup
        return popup
    }

    /// The options as rows of the box's list, built when the options are set.
    private var optionRows: [SelectOptionRow] = []

    /// Leaving the window closes the box.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { close() }
    }

    /// Where the box goes in a window of `size`: as wide as the select or the widest title, as tall
    /// as the options up to `maxVisibleOptions`, below the select or above it, inside the window.
    private func popupFrame(in size: Size) -> Rect {
        let anchor = frameInWindow
        let rows = max(1, min(options.count, max(1, maxVisibleOptions)))
        let indicator = options.count > rows ? 1 : 0
        let wanted = Size(width: max(anchor.width, widestTitle + 2 + indicator), height: rows + 2)
        return MenuPlacement.frame(size: wanted, below: anchor, in: size)
    }

    /// The user chose option `index`: closes the box, shows the option and fires `valueChanged`,
    /// after which a controlled select shows the bound value.
    private func userDidChoose(_ index: Int) {
        guard options.indices.contains(index) else { return }
        close()
        select(index: index)
        changeEvent.send(options[index].value, settling: controlledValue)
    }

    private func select(index: Int?) {
        guard index != selectedIndex else { return }
        if selectedIndex != nil { previousIndex = selectedIndex }
        selectedIndex = index
        setNeedsDisplay()
    }

    /// The index of the option holding `value`: the selected or previously selected one without
    /// searching, else the first in order.
    private func index(of value: Value) -> Int? {
        for candidate in [selectedIndex, previousIndex] {
            if let candidate, options.indices.contains(candidate), options[candidate].value == value {
                return candidate
            }
        }
        return options.firstIndex { $0.value == value }
    }

    /// Rebuilds the rows and the widest title, and selects the option holding `selected` again.
    private func optionsDidChange(keeping selected: Value?) {
        close()
        var widest = 0
        var rows: [SelectOptionRow] = []
        rows.reserveCapacity(options.count)
        for (index, option) in options.enumerated() {
            widest = max(widest, option.title.displayWidth)
            rows.append(SelectOptionRow(id: index, title: option.title))
        }
        optionRows = rows
        popup?.list.sections = [ListSection(items: rows)]
        widestTitle = widest
        previousIndex = nil
        selectedIndex = nil
        if let selected { selectedIndex = options.firstIndex { $0.value == selected } }
        invalidateIntrinsicSize()
        setNeedsDisplay()
    }

    /// Draws the selected title (or the placeholder) and the `▾` at the right edge.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        let enabled = isEnabledInHierarchy
        let style = !enabled ? theme.disabled : isFocused ? theme.focused : theme.normal.underlined
        let row = (bounds.height - 1) / 2
        canvas.fill(Rect(x: 0, y: row, width: bounds.width, height: 1), with: Cell(" ", style: style))
        canvas.put(isOpen ? "▴" : "▾", at: Point(x: bounds.width - 1, y: row), style: style)
        guard bounds.width > 2 else { return }
        if let selectedIndex {
            canvas.put(
                options[selectedIndex].title, at: Point(x: 0, y: row), style: style, maxWidth: bounds.width - 2,
                ellipsis: true)
        } else if !placeholder.isEmpty {
            canvas.put(
                placeholder, at: Point(x: 0, y: row), style: enabled ? theme.disabled : style,
                maxWidth: bounds.width - 2, ellipsis: true)
        }
    }
}
