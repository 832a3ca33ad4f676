import Foundation
import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// 10,000 seeded random keys into each screen, with a random resize (down to 0×0) every 500;
/// after every key the invariants must hold. A failure names the seed and the key number;
/// `DEMO_MONKEY_SEED=n` replays (or explores) a seed.
@MainActor
@Suite("Monkey")
struct MonkeyTests {
    static let keysPerScreen = 10_000
    /// Every this many keys the terminal takes a random size from 0×0 to 99×39.
    static let keysPerResize = 500

    /// The keys the monkey presses: everything the screens bind, plus typing and a few extras.
    static let alphabet: [Key] = {
        var keys: [Key] = [
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab, .enter,
            .escape, .backspace, .delete, .character(" "), .ctrl("a"), .ctrl("e"), .ctrl("k"),
            .ctrl("u"), .ctrl("w"), .ctrl("y"), .ctrl("l"), .alt("b"), .alt("f"), .function(1),
        ]
        keys += "+-.,?r0123456789aZ日👍".map { Key.character($0) }
        return keys
    }()

    static var seedOverride: UInt64? {
        ProcessEnvironment.value("DEMO_MONKEY_SEED").flatMap(UInt64.init)
    }

    @Test(arguments: [DemoExample?.none] + DemoExample.allCases.map(Optional.some))
    func randomKeysKeepTheInvariants(example: DemoExample?) throws {
        let seed =
            Self.seedOverride ?? UInt64(0x5EED + (example.map { DemoExample.allCases.firstIndex(of: $0)! + 1 } ?? 0))
        var random = SeededRandomGenerator(seed: seed)
        let size = Size(width: 48, height: 16)
        let harness = try example.map { DemoHarness($0, size: size) } ?? DemoHarness(arguments: [], size: size)
        let name = example?.title ?? "Launcher"
        for index in 0..<Self.keysPerScreen {
            if index % Self.keysPerResize == Self.keysPerResize - 1 {
                let size = Size(width: Int(random.next() % 100), height: Int(random.next() % 40))
                harness.driver.resize(index == Self.keysPerScreen - 1 ? Size(width: 60, height: 20) : size)
            }
            let key = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
            harness.driver.press(key)
            if let problem = Self.brokenInvariant(harness) {
                Issue.record(
                    "\(name): \(problem) after key \(index + 1) (\(key)); replay with DEMO_MONKEY_SEED=\(seed)")
                return
            }
        }
        #expect(harness.driver.application.isRunning)
    }

    @Test func theInvariantsCanFail() {
        var state = AppState.initial
        state.steppingUp = SteppingUpState(value: 1.5, stepSize: 0.1)
        #expect(Self.brokenInvariant(DemoHarness(.steppingUp, state: state))?.contains("value 1.5") == true)
        state.steppingUp = SteppingUpState(value: 0.5, stepSize: 1)
        #expect(Self.brokenInvariant(DemoHarness(.steppingUp, state: state))?.contains("step 1.0") == true)
        #expect(Self.brokenInvariant(DemoHarness(.steppingUp)) == nil)
    }

    /// What is wrong with the app now, or nil when every invariant holds.
    static func brokenInvariant(_ harness: DemoHarness) -> String? {
        let stepping = harness.store.state.steppingUp
        if !(0...1).contains(stepping.value) { return "value \(stepping.value) left [0, 1]" }
        if !(stepping.stepSize > 0 && stepping.stepSize < 1) { return "step \(stepping.stepSize) left (0, 1)" }
        guard let focused = harness.driver.focusedView else { return "nothing has the focus" }
        if focused.window !== harness.driver.application.window { return "the focused view is not in the window" }
        if !focused.isVisibleInHierarchy { return "the focused view is hidden" }
        return nil
    }
}
