import ReCurses

/// ReRxSwift's SteppingUp example: one value shown at once by a slider, a numeric text field, a
/// progress bar and a stepper, and the step size by a segmented control. Every widget edits the
/// store through an action, and every widget follows the store, so they agree whichever is used.
package final class SteppingUpScreen: Screen, Connectable {
    /// What the screen shows.
    package struct Props: Equatable {
        /// The value, in [0, 1].
        let value: Double
        /// The step size, in (0, 1).
        let stepSize: Double
        /// The text field's text.
        let valueText: String
    }

    /// What the screen can ask the store to do.
    package struct Actions {
        /// Sets the value (clamped).
        let setValue: (Double) -> Void
        /// Sets the value from typed text (the value stays unless it is a number).
        let setValueText: (String) -> Void
        /// Sets the value from entered text, then shows the kept value in the field.
        let commitValueText: (String) -> Void
        /// Sets the step size (refused outside (0, 1)).
        let setStepSize: (Double) -> Void
        /// One step up.
        let increment: () -> Void
        /// One step down.
        let decrement: () -> Void
    }

    package let connection: Connection<AppState, Props, Actions>
    /// Drags the value from 0 to 1.
    let slider = Slider(value: 0.5, minimumValue: 0, maximumValue: 1, step: 0.1)
    /// Shows the value as text and accepts a typed one.
    let valueField = TextField(placeholder: "0 to 1")
    /// Shows the value as a bar.
    let progressBar = ProgressBar(progress: 0.5, showsPercentage: true)
    /// Steps the value by the step size.
    let stepper = Stepper(value: 0.5, minimumValue: 0, maximumValue: 1, stepValue: 0.1)
    /// Picks the step size.
    let stepSizeControl = SegmentedControl(segments: SteppingUpState.stepSizes.map(SteppingUpValue.format))

    /// A screen connected to `store`.
    package init(store: Store<AppState>) {
        connection = Connection(
            store: store, mapStateToProps: Self.props(from:), mapDispatchToActions: Self.actions(dispatch:))
        super.init(title: DemoExample.steppingUp.title)
        keyBindings = [
            KeyBinding(.character("+"), .stepUp, hint: "Step up"),
            KeyBinding(.character("-"), .stepDown, hint: "Step down"),
        ]
        addCommand(.stepUp) { [unowned self] in actions.increment() }
        addCommand(.stepDown) { [unowned self] in actions.decrement() }
    }

    private static func props(from state: AppState) -> Props {
        Props(
            value: state.steppingUp.value, stepSize: state.steppingUp.stepSize,
            valueText: state.steppingUp.valueText)
    }

    private static func actions(dispatch: @escaping DispatchFunction) -> Actions {
        Actions(
            setValue: { dispatch(SteppingUpSetValue(newValue: $0)) },
            setValueText: { dispatch(SteppingUpSetValueText(text: $0)) },
            commitValueText: { dispatch(SteppingUpCommitValueText(text: $0)) },
            setStepSize: { dispatch(SteppingUpSetStepSize(newStepSize: $0)) },
            increment: { dispatch(SteppingUpIncrement()) },
            decrement: { dispatch(SteppingUpDecrement()) }
        )
    }

    package override func loadView() {
        valueField.inputFilter = Self.numericInput
        valueField.validator = Self.isNumericDraft
        valueField.maxLength = 10
        slider.formatter = SteppingUpValue.format
        stepper.formatter = SteppingUpValue.format
        view = ExamplePage.page(
            introduction: "A few controls bound to the same value: as a Double for the slider, the progress bar "
                + "and the stepper, as text for the field. Whichever you edit, an action goes to the store "
                + "and the new state updates them all. Type a number and press Enter in the field.",
            rows: [
                Form(
                    spacing: 1, labelWidth: ExamplePage.labelWidth,
                    rows: [
                        FormRow("Slider", slider),
                        FormRow("Value", valueField, width: .intrinsic),
                        FormRow("Progress", progressBar),
                        FormRow("Stepper", stepper, width: .intrinsic),
                        FormRow("Step size", stepSizeControl, width: .intrinsic),
                    ])
            ]
        )
    }

    package override func viewDidLoad() {
        bindProps()
        bindUserInput()
    }

    private func bindProps() {
        connection.bind(\.value, to: slider.rx.value)
        connection.bind(\.value, to: progressBar.rx.progress)
        connection.bind(\.value, to: stepper.rx.value)
        connection.bind(\.stepSize, to: slider.rx.step)
        connection.bind(\.stepSize, to: stepper.rx.stepValue)
        connection.bind(\.stepSize, to: stepSizeControl.rx.selectedSegmentIndex, mapping: Self.segmentIndex(for:))
        connection.bind(\.valueText, to: valueField.rx.text)
    }

    private func bindUserInput() {
        slider.valueChanged.sink { [weak self] in self?.actions.setValue($0) }.store(in: &connection.cancellables)
        stepper.valueChanged.sink { [weak self] in self?.actions.setValue($0) }.store(in: &connection.cancellables)
        valueField.textChanged.sink { [weak self] in self?.actions.setValueText($0) }.store(
            in: &connection.cancellables)
        valueField.submitted.sink { [weak self] in self?.actions.commitValueText($0) }
            .store(in: &connection.cancellables)
        stepSizeControl.selectionChanged.sink { [weak self] index in
            guard SteppingUpState.stepSizes.indices.contains(index) else { return }
            self?.actions.setStepSize(SteppingUpState.stepSizes[index])
        }.store(in: &connection.cancellables)
    }

    /// The segment showing `stepSize`, or -1 when it is not one of the offered sizes.
    static func segmentIndex(for stepSize: Double) -> Int {
        SteppingUpState.stepSizes.firstIndex(of: stepSize) ?? -1
    }

    /// What typing or pasting puts in the field: digits, a decimal point (a comma becomes one) and
    /// minus signs; anything else (spaces, letters) is dropped.
    static func numericInput(_ text: String) -> String {
        String(text.replacingOccurrences(of: ",", with: ".").filter { "0123456789.-".contains($0) })
    }

    /// What the field accepts: digits, one decimal point or comma, and a leading minus.
    static func isNumericDraft(_ text: String) -> Bool {
        var separators = 0
        for (offset, character) in text.enumerated() {
            switch character {
            case "0"..."9": continue
            case ".", ",": separators += 1
            case "-" where offset == 0: continue
            default: return false
            }
        }
        return separators <= 1
    }
}
