import ReCurses
import ReCursesTesting
import Testing

/// Widgets bound to a store show the store's value after every user event, in the frame of that
/// event: what the reducer refuses snaps back, what it clamps or rewrites shows as it holds it.
@MainActor
@Suite("Controlled widgets")
struct ControlledWidgetTests {
    /// Presses `key` as one user event; expects `dispatches` dispatches (no more: no feedback loop)
    /// and one render pass for it.
    private func press(
        _ key: Key, in form: FormHarness, dispatches: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let dispatched = form.driver.dispatchedActions.count
        let passes = form.input { $0.press(key) }
        #expect(passes <= 1, "one user event, at most one frame", sourceLocation: sourceLocation)
        #expect(
            form.driver.dispatchedActions.count == dispatched + dispatches, "one dispatch, no feedback loop",
            sourceLocation: sourceLocation)
    }

    /// Presses `key` while the reducer refuses: the widget's proposal never reaches the screen.
    private func pressRefused(_ key: Key, in form: FormHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        let state = form.store.state
        let frames = form.driver.terminal.framesPresented
        press(key, in: form, sourceLocation: sourceLocation)
        #expect(form.store.state == state, sourceLocation: sourceLocation)
        #expect(
            form.driver.terminal.framesPresented == frames, "nothing on screen changed",
            sourceLocation: sourceLocation)
    }

    @Test func aSwitchShowsTheStoresStateAfterAToggle() {
        let form = FormHarness()
        form.focus(form.screen.toggle)
        press(.character(" "), in: form)
        #expect(form.store.state.isOn && form.screen.toggle.isOn)
        #expect(form.row(0).hasPrefix("[x] Lamp"))
        form.driver.dispatch(FormAction.lock)
        pressRefused(.character(" "), in: form)
        #expect(form.screen.toggle.isOn)
        #expect(form.row(0).hasPrefix("[x] Lamp"))
        #expect(form.screen.events["switch"] == 2)
    }

    @Test func aSliderShowsTheClampedValue() {
        let form = FormHarness()
        form.focus(form.screen.slider)
        #expect(form.row(1).hasSuffix(" 5"))
        press(.end, in: form)
        #expect(form.store.state.level == 8 && form.screen.slider.value == 8)
        #expect(form.row(1).hasSuffix(" 8"))
        press(.right, in: form)
        #expect(form.screen.slider.value == 8, "clamped to the old value: nothing arrives, the slider snaps back")
        press(.home, in: form)
        #expect(form.screen.slider.value == 2)
        #expect(form.row(1).hasSuffix(" 2"))
        form.driver.dispatch(FormAction.lock)
        pressRefused(.right, in: form)
        #expect(form.screen.slider.value == 2)
    }

    @Test func aStepperShowsTheClampedValue() {
        let form = FormHarness()
        form.focus(form.screen.stepper)
        press(.up, in: form)
        #expect(form.screen.stepper.value == 6)
        #expect(form.row(2).contains(" 6 "))
        press(.end, in: form)
        #expect(form.store.state.level == 8 && form.screen.stepper.value == 8)
        #expect(form.row(2).contains(" 8 "))
        pressRefused(.up, in: form)
        #expect(form.screen.stepper.value == 8)
        form.driver.dispatch(FormAction.lock)
        pressRefused(.down, in: form)
        #expect(form.screen.stepper.value == 8)
        #expect(form.screen.slider.value == 8, "the slider bound to the same entry agrees")
    }

    @Test func aSegmentedControlShowsTheRewrittenSelection() {
        let form = FormHarness()
        let control = form.screen.segments
        form.focus(control)
        let selectedStyle = form.driver.style(at: cellOfSegment(0, control))
        press(.end, in: form)
        #expect(form.store.state.segment == 2 && control.selectedSegmentIndex == 2)
        #expect(form.driver.style(at: cellOfSegment(2, control)) == selectedStyle)
        #expect(form.driver.style(at: cellOfSegment(3, control)) != selectedStyle)
        form.driver.dispatch(FormAction.lock)
        pressRefused(.home, in: form)
        #expect(control.selectedSegmentIndex == 2)
        #expect(form.driver.style(at: cellOfSegment(2, control)) == selectedStyle)
    }

    private func cellOfSegment(_ index: Int, _ control: SegmentedControl) -> Point {
        let origin = control.frameInWindow.origin
        return Point(x: origin.x + control.segmentRanges[index].lowerBound, y: origin.y)
    }

    @Test func aTextFieldShowsTheRewrittenTextWithASensibleCursor() {
        let form = FormHarness()
        let field = form.screen.field
        let origin = field.frameInWindow.origin
        form.focus(field)
        press(.character("c"), in: form)
        #expect(form.store.state.name == "ABC" && field.text == "ABC")
        #expect(form.row(4).hasPrefix("ABC"))
        #expect(form.driver.cursor.position == Point(x: origin.x + 3, y: origin.y), "typed at the end stays at the end")
        pressRefused(.character("1"), in: form)
        #expect(field.text == "ABC" && field.cursorIndex == 3)
        press(.left, in: form, dispatches: 0)
        press(.left, in: form, dispatches: 0)
        press(.character("x"), in: form)
        #expect(field.text == "AXBC" && field.cursorIndex == 2, "a rewrite keeps the cursor's grapheme offset")
        #expect(form.driver.cursor.position == Point(x: origin.x + 2, y: origin.y))
        pressRefused(.character("2"), in: form)
        #expect(field.text == "AXBC" && field.cursorIndex == 2, "a refused edit puts the cursor back")
        let passes = form.input { $0.paste("hello world") }
        #expect(passes <= 1)
        #expect(field.text == "AXHELLO " && field.cursorIndex == 8, "shortened: the cursor is clamped")
        #expect(form.row(4).hasPrefix("AXHELLO"))
        press(.ctrl("_"), in: form)
        #expect(field.text == "AXBC" && form.store.state.name == "AXBC", "undo goes back to before the edit")
    }

    @Test func aTextFieldTakesBackAnEditTheStoreRefusesWithItsUndoHistory() {
        let form = FormHarness(state: FormState(name: ""))
        let field = form.screen.field
        form.focus(field)
        press(.character("a"), in: form)
        press(.character("b"), in: form)
        pressRefused(.character("3"), in: form)
        #expect(field.text == "AB")
        press(.ctrl("_"), in: form)
        #expect(field.text == "" && form.store.state.name == "", "the typing before the refused edit is undone")
    }

    @Test func aListShowsTheStoresSelection() {
        let form = FormHarness()
        let list = form.screen.list
        form.focus(list)
        let top = list.frameInWindow.origin.y
        let selectedStyle = form.driver.style(at: Point(x: 0, y: top))
        press(.down, in: form)
        press(.down, in: form)
        #expect(list.selectedID == 3)
        pressRefused(.down, in: form)
        #expect(list.selectedID == 3 && form.store.state.selection == 3)
        #expect(form.driver.style(at: Point(x: 0, y: top + 2)) == selectedStyle)
        #expect(form.driver.style(at: Point(x: 0, y: top + 3)) != selectedStyle)
        press(.end, in: form)
        #expect(list.selectedID == 5 && form.store.state.selection == 5)
        #expect(form.driver.style(at: Point(x: 0, y: top + 4)) == selectedStyle)
        #expect(form.driver.style(at: Point(x: 0, y: top + 5)) != selectedStyle)
        form.driver.dispatch(FormAction.lock)
        pressRefused(.home, in: form)
        #expect(list.selectedID == 5)
    }

    @Test func bindersNeverFireUserEvents() {
        let form = FormHarness()
        let loaded = FormState(isOn: true, level: 7, segment: 1, name: "XY", selection: 2)
        form.driver.dispatch(FormAction.load(loaded))
        let screen = form.screen
        #expect(screen.toggle.isOn && screen.slider.value == 7 && screen.stepper.value == 7)
        #expect(screen.segments.selectedSegmentIndex == 1 && screen.field.text == "XY" && screen.list.selectedID == 2)
        #expect(screen.eventCount == 0)
        #expect(form.driver.dispatchedActions.count == 1)
    }

    @Test func unboundWidgetsKeepTheUsersChange() {
        let form = FormHarness(bound: false)
        form.driver.dispatch(FormAction.lock)
        let screen = form.screen
        for (widget, key) in screen.oneEditEach {
            form.focus(widget)
            press(key, in: form)
        }
        #expect(screen.toggle.isOn && screen.slider.value == 10 && screen.stepper.value == 1)
        #expect(screen.segments.selectedSegmentIndex == 3 && screen.field.text == "ABc" && screen.list.selectedID == 1)
        #expect(screen.eventCount == 6)
        #expect(!screen.toggle.controlledIsOn.isControlled && !screen.field.controlledText.isControlled)
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinyTerminalsFollowTheStoreToo(size: Size) {
        let form = FormHarness(size: size)
        form.driver.dispatch(FormAction.lock)
        let screen = form.screen
        for (widget, key) in screen.oneEditEach {
            form.focus(widget)
            form.driver.press(key)
        }
        #expect(!screen.toggle.isOn && screen.slider.value == 5 && screen.stepper.value == 5)
        #expect(screen.segments.selectedSegmentIndex == 0 && screen.field.text == "AB" && screen.list.selectedID == 1)
        #expect(screen.eventCount == 6)
    }

    @Test func releasingAValueMakesTheWidgetUncontrolled() {
        let form = FormHarness()
        form.driver.dispatch(FormAction.lock)
        form.focus(form.screen.toggle)
        form.screen.toggle.controlledIsOn.release()
        press(.character(" "), in: form)
        #expect(form.screen.toggle.isOn && !form.store.state.isOn)
    }
}
