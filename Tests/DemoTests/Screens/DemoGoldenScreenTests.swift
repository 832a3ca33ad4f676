import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// Every demo screen pinned whole (text, styles, cursor) as the demo shows it, pushed over the
/// launcher with the demo's store: right after it appears, and after one edit.
/// (The Explorer and the Notes show the file system and the Monitor `/proc`: their screens are pinned
/// on fixtures in their own tests.)
@MainActor
@Suite("Demo golden screens")
struct DemoGoldenScreenTests {
    nonisolated static let sizes = [Size(width: 80, height: 24), Size(width: 40, height: 12)]

    @Test(
        arguments: [DemoExample?.none]
            + DemoExample.allCases.filter { $0 != .explorer && $0 != .notes && $0 != .monitor }.map(Optional.some),
        sizes)
    func screenAsItAppearsAndAfterOneEdit(example: DemoExample?, size: Size) throws {
        let harness = try DemoHarness(arguments: example.map { ["--screen", $0.rawValue] } ?? [], size: size)
        let name = "\(example?.rawValue ?? "launcher")-\(size.width)x\(size.height)"
        harness.driver.expectScreen(named: name + "-focused")
        edit(example, harness.driver)
        harness.driver.expectScreen(named: name + "-edited")
    }

    /// One key that changes what the screen shows: a selection, a typed letter, a stepped value, a
    /// cancelled build (its ticks wait for the virtual clock, which these tests leave alone), a
    /// report request under way.
    private func edit(_ example: DemoExample?, _ driver: AppDriver) {
        switch example {
        case nil: driver.press(.down)
        case .simpleTextField: driver.type("a")
        case .steppingUp, .consumers: driver.press(.character("+"))
        case .table, .collection: driver.press(.character("r"))
        case .build, .live, .widgets: driver.press(.enter)
        case .board: driver.press(.right)
        case .keyboard: driver.press(.tab)
        case .shopsTable, .explorer, .notes, .monitor: driver.press(.character("s"))
        }
    }
}
