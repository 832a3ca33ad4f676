import ReCursesTesting
import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

/// Seeded random sessions of keys, wheel turns, appends, replacements, cap and wrapping changes and
/// resizes: nothing may crash, a paused log always has rows below, and a following one shows its
/// newest line.
@MainActor @Suite struct LogViewRandomInputTests {
    static let fragments = [
        "a", "漢字", "👩‍💻", "e\u{301}", "🇯🇵", " ", "x y z", "\u{200B}", "\t", "\n", "long line of words",
    ]

    @Test(arguments: [7, 8, 9] as [UInt64])
    func keepsItsInvariants(seed: UInt64) {
        var random = WidgetRandomInputTests.Seeded(state: seed)
        let log = LogView()
        let ui = ViewDriver(log, size: Size(width: 12, height: 5))
        let keys: [Key] = [.up, .down, .pageUp, .pageDown, .home, .end]
        for step in 0..<1500 {
            switch random.next(10) {
            case 0, 1: log.append((0..<random.next(4)).map { _ in random.pick(Self.fragments) }.joined())
            case 2: log.lines = (0..<random.next(12)).map { "\($0) \(random.pick(Self.fragments))" }
            case 3: log.lines = log.lines.dropFirst(random.next(3)) + ["more \(step)"]
            case 4: log.maximumLineCount = random.next(3) == 0 ? nil : random.next(30) - 2
            case 5: log.wrapsLines.toggle()
            case 6: ui.resize(Size(width: random.next(14), height: random.next(7)))
            case 7: ui.window.dispatch(.mouse(random.next(2) == 0 ? .wheelUp(at: .zero) : .wheelDown(at: .zero)))
            default: ui.press(random.pick(keys))
            }
            let lines = ui.lines
            if log.bounds.width > 0, log.bounds.height > 0 { #expect(log.renderedRowCount <= log.bounds.height) }
            if !log.isFollowing { #expect(log.isOverflowing && log.currentTop < log.endTop) }
            if let limit = log.maximumLineCount { #expect(log.lineCount <= limit) }
            if log.isFollowing, !log.wrapsLines, log.lineCount > 0, lines.count > 0, ui.window.size.width > 3 {
                let last = log.lines.last!.sanitizedForTerminal().prefix(displayWidth: 1)
                let row = min(lines.count, log.lineCount) - 1
                #expect(lines[row].hasPrefix(last) || last.isEmpty)
            }
        }
    }
}
