import ReStore
import Testing

@testable import DemoKit

@Suite("SimpleTextField reducer")
struct SimpleTextFieldReducerTests {
    @Test func startsEmpty() {
        #expect(simpleTextFieldReducer(action: ReSwiftInit(), state: nil).content == "")
    }

    @Test func handlesSetContent() {
        let state = simpleTextFieldReducer(action: SetContent(newContent: "foo"), state: nil)
        #expect(state.content == "foo")
    }

    @Test func keepsWideTextAsIs() {
        let state = simpleTextFieldReducer(action: SetContent(newContent: "日本 👩‍💻"), state: .initial)
        #expect(state.content == "日本 👩‍💻")
    }

    @Test func ignoresOtherActions() {
        let state = SimpleTextFieldState(content: "kept")
        #expect(simpleTextFieldReducer(action: ReverseShops(), state: state) == state)
    }
}
