import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

@MainActor
struct SeparatorTests {
    @Test func drawsALineWithAnOptionalTitle() {
        #expect(lines(of: Separator(), width: 4, height: 1) == ["────"])
        #expect(lines(of: Separator(title: "Files"), width: 10, height: 1) == ["─ Files ──"])
        #expect(lines(of: Separator(title: "Long title"), width: 8, height: 1) == ["─ Lon… ─"])
        #expect(lines(of: Separator(axis: .vertical), width: 2, height: 2) == ["│ ", "│ "])
    }

    @Test func separatesStackedViews() {
        let stack = VStack([Label("a"), Separator(), Label("b")])
        #expect(lines(of: stack, width: 3, height: 3) == ["a  ", "───", "b  "])
        let row = HStack(spacing: 1, [Label("a"), Separator(axis: .vertical), Label("b")])
        #expect(lines(of: row, width: 5, height: 1) == ["a │ b"])
    }

    @Test func tinySizesNeverCrash() {
        #expect(lines(of: Separator(title: "T"), width: 0, height: 0) == [])
        #expect(lines(of: Separator(title: "T"), width: 1, height: 1) == ["─"])
        #expect(lines(of: Separator(axis: .vertical), width: 2, height: 2) == ["│ ", "│ "])
        #expect(Separator(title: "ab").intrinsicSize == Size(width: 6, height: 1))
    }
}
