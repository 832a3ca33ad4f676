import CAllocationCounter
import ReCurses
import ReCursesTesting

/// Heap allocations per keystroke in steady state, counted by the interposed allocator on the main
/// thread: from the decoded key events handed to the application to the frame presented on a
/// `FakeTerminal` (the responder chain, the store, the connection, the widgets, layout, drawing, the
/// frame diff and the terminal's write). Each key is counted on its own.
enum AllocationBenchmarks: BenchmarkSuite {
    static let name = "allocations"

    static func benchmarks() -> [Benchmark] {
        [
            Benchmark(
                suite: name, name: "list of 100 rows: Down and Up",
                kind: .quantities {
                    let store = RowListState.store(count: 100, storingTexts: true)
                    let driver = AppDriver(store: store, screen: RowListScreen(store: store))
                    return KeystrokeAllocations.count(keys: [.down, .up], rounds: 100, on: driver).quantities
                }),
            Benchmark(
                suite: name, name: "table of 100 rows: Down and Up",
                kind: .quantities {
                    let store = RowListState.store(count: 100, storingTexts: true)
                    let driver = AppDriver(store: store, screen: RowTableScreen(store: store))
                    return KeystrokeAllocations.count(keys: [.down, .up], rounds: 100, on: driver).quantities
                }),
            Benchmark(
                suite: name, name: "text field: type a letter",
                kind: .quantities {
                    let driver = AppDriver(screen: PtyBenchScreen())
                    return KeystrokeAllocations.countTyping(on: driver).quantities
                }),
        ]
    }
}

/// Counts the allocations keystrokes make on a driver's application, key by key.
@MainActor
enum KeystrokeAllocations {
    /// What was counted.
    struct Counts {
        /// The allocations of each key, in order.
        var perKey: [Int] = []

        /// The figures the benchmarks report: the median per key, the most, and how many keys allocated.
        var quantities: [Quantity] {
            let sorted = perKey.sorted()
            let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            return [
                Quantity(name: "allocations per key (median)", unit: "allocations", value: Double(median)),
                Quantity(name: "allocations per key (max)", unit: "allocations", value: Double(sorted.last ?? 0)),
                Quantity(
                    name: "keys that allocated", unit: "keys", value: Double(perKey.count { $0 > 0 })),
            ]
        }
    }

    /// Presses `keys` in turn (each its own batch, each followed by its frame) `rounds` times after
    /// as many uncounted rounds.
    static func count(keys: [Key], rounds: Int, on driver: AppDriver) -> Counts {
        let batches = keys.map { [Event.key($0)] }
        for _ in 0..<rounds {
            for batch in batches { press(batch, on: driver) }
        }
        driver.clearDispatchedActions()
        var counts = Counts()
        counts.perKey.reserveCapacity(rounds * batches.count)
        for _ in 0..<rounds {
            for batch in batches { counts.perKey.append(countedPress(batch, on: driver)) }
        }
        return counts
    }

    /// Types `characters` letters one key at a time into the focused text field, after typing as
    /// many and deleting them again (uncounted), so the field's text has had room for them.
    static func countTyping(characters: Int = 100, on driver: AppDriver) -> Counts {
        let letter = [Event.key(.character("s"))]
        let backspace = [Event.key(.backspace)]
        for _ in 0..<characters { press(letter, on: driver) }
        for _ in 0..<characters { press(backspace, on: driver) }
        var counts = Counts()
        counts.perKey.reserveCapacity(characters)
        for _ in 0..<characters { counts.perKey.append(countedPress(letter, on: driver)) }
        return counts
    }

    private static func press(_ batch: [Event], on driver: AppDriver) {
        driver.application.handle(batch)
        driver.runUntilIdle()
    }

    private static func countedPress(_ batch: [Event], on driver: AppDriver) -> Int {
        allocation_counter_start()
        press(batch, on: driver)
        return allocation_counter_stop()
    }
}
