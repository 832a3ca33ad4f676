import Bindings
import OpenCombine

/// Steps of a task, one page at a time: a progress line (`Step 2 of 4 · Account`) above the page,
/// a message line and `[ Back ]` `[ Next ]` buttons under it (`[ Finish ]` on the last step).
///
/// Next runs the step's `validate`: a message shows in the theme's error style and keeps the user on
/// the step; otherwise the wizard moves on (or, on the last step, fires `finished`). Back never
/// validates. Esc fires `cancelRequested`: the screen asks before discarding (the navigation's
/// confirm dialog) and dismisses the wizard itself. Alt-N and Alt-B stand for Next and Back.
///
/// `currentStep` is controlled when bound with `rx.currentStep`: a step the user moves to is
/// reported by `stepChanged` and shows only if the store accepts it.
public final class Wizard: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(role: "wizard", value: progressText, states: accessibilityStates)
    }

    /// The steps, in order.
    public let steps: [WizardStep]

    /// The index of the step shown (kept in range).
    public var currentStep = 0 {
        didSet {
            currentStep = min(max(0, currentStep), max(0, steps.count - 1))
            if currentStep != oldValue { stepDidChange() }
        }
    }

    /// The message under the page (a failed validation), or nil.
    public internal(set) var message: String? {
        didSet { if message != oldValue { setNeedsDisplay() } }
    }

    /// Goes back a step.
    public let backButton = Button("Back", hint: "Back")
    /// Goes on a step, or finishes on the last.
    public let nextButton = Button("Next", hint: "Next")

    let controlledStep = ControlledValue<Int>()
    let stepEvent = UserEvent<Int>()
    let finishEvent = UserEvent<Void>()
    let cancelEvent = UserEvent<Void>()

    /// Fires with the step the user moved to with Next or Back.
    public var stepChanged: AnyPublisher<Int, Never> { stepEvent.publisher }
    /// Fires when the user finishes the last step (it passed its validation).
    public var finished: AnyPublisher<Void, Never> { finishEvent.publisher }
    /// Fires when the user presses Esc.
    public var cancelRequested: AnyPublisher<Void, Never> { cancelEvent.publisher }

    /// Commands of the wizard's keys.
    static let next = Command("wizardNext", help: "Next step")
    static let previous = Command("wizardBack", help: "Previous step")
    static let cancel = Command("wizardCancel", help: "Cancel")

    private var cancellables: [AnyCancellable] = []

    /// Creates a wizard of `steps`, showing the first.
    public init(steps: [WizardStep]) {
        self.steps = steps
        super.init()
        for step in steps { addSubview(step.content) }
        addSubview(backButton)
        addSubview(nextButton)
        keyBindings = [
            KeyBinding(.escape, Self.cancel, hint: "Cancel"),
            KeyBinding(.alt("n"), Self.next, isHintVisible: false),
            KeyBinding(.alt("b"), Self.previous, isHintVisible: false),
        ]
        addCommand(Self.next) { [unowned self] in userNext() }
        addCommand(Self.previous, isEnabled: { [unowned self] in currentStep > 0 }) { [unowned self] in userBack() }
        addCommand(Self.cancel) { [unowned self] in cancelEvent.send(()) }
        backButton.tapped.sink { [unowned self] in userBack() }.store(in: &cancellables)
        nextButton.tapped.sink { [unowned self] in userNext() }.store(in: &cancellables)
        stepDidChange()
    }

    /// The least width a stack or a dialog gives the wizard when sized `.intrinsic`.
    public var preferredWidth = 50 {
        didSet { if preferredWidth != oldValue { invalidateIntrinsicSize() } }
    }

    /// As wide as `preferredWidth`, the widest page, progress line or buttons; as tall as the
    /// tallest page and the four rows around it.
    public override var intrinsicSize: Size {
        var width = max(0, preferredWidth, backButton.intrinsicSize.width + 1 + nextButton.intrinsicSize.width)
        var height = 1
        for (index, step) in steps.enumerated() {
            let page = step.content.intrinsicSize
            width = max(width, page.width, "Step \(index + 1) of \(steps.count) · \(step.title)".displayWidth)
            height = max(height, page.height)
        }
        return Size(width: width, height: height + 4)
    }

    /// The progress line: `Step 2 of 4 · Title`.
    public var progressText: String {
        guard steps.indices.contains(currentStep) else { return "" }
        return "Step \(currentStep + 1) of \(steps.count) · \(steps[currentStep].title)"
    }

    /// Next: validates the step, then moves on or finishes.
    func userNext() {
        guard steps.indices.contains(currentStep) else { return }
        if let problem = steps[currentStep].validate() {
            message = problem
            return
        }
        message = nil
        guard currentStep < steps.count - 1 else {
            finishEvent.send(())
            return
        }
        let proposed = currentStep + 1
        currentStep = proposed
        stepEvent.send(proposed, settling: controlledStep)
    }

    /// Back: moves to the step before, without validating.
    func userBack() {
        guard currentStep > 0 else { return }
        message = nil
        let proposed = currentStep - 1
        currentStep = proposed
        stepEvent.send(proposed, settling: controlledStep)
    }

    /// Shows the current step's page alone and titles the buttons for it.
    private func stepDidChange() {
        for (index, step) in steps.enumerated() { step.content.isHidden = index != currentStep }
        backButton.isEnabled = currentStep > 0
        nextButton.title = currentStep == steps.count - 1 ? "Finish" : "Next"
        nextButton.hint = nextButton.title
        message = nil
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The page below the progress line and its rule (as tall as it asks for, at most the room
    /// left); the message and the buttons at the bottom.
    public override func layoutSubviews() {
        let width = bounds.width
        let height = bounds.height
        let pageHeight = max(0, height - 4)
        for step in steps {
            let fitted = step.content.sizeThatFits(Size(width: width, height: pageHeight)).height
            step.content.frame = Rect(x: 0, y: min(2, height), width: width, height: min(pageHeight, max(1, fitted)))
        }
        let nextWidth = nextButton.intrinsicSize.width
        let backWidth = backButton.intrinsicSize.width
        let row = max(0, height - 1)
        nextButton.frame = Rect(
            x: max(0, width - nextWidth), y: row, width: min(width, nextWidth), height: height > 0 ? 1 : 0)
        backButton.frame = Rect(
            x: max(0, width - nextWidth - 1 - backWidth), y: row, width: min(max(0, width - nextWidth - 1), backWidth),
            height: height > 2 ? 1 : 0)
    }

    /// Draws the progress line, its rule and the message.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let theme = self.theme
        canvas.put(progressText, at: .zero, style: theme.header, maxWidth: bounds.width, ellipsis: true)
        if bounds.height > 1 {
            canvas.put(String(repeating: "─", count: bounds.width), at: Point(x: 0, y: 1), style: theme.border)
        }
        if let message, bounds.height > 3 {
            canvas.put(
                message, at: Point(x: 0, y: bounds.height - 2), style: theme.error, maxWidth: bounds.width,
                ellipsis: true)
        }
    }
}

extension Reactive where Base: Wizard {
    /// Binds the step shown; the user's moves then show only once the store holds them.
    public var currentStep: Binder<Int> {
        base.controlledStep.binder(base) { wizard, step in wizard.currentStep = step }
    }
}
