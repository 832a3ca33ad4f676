import CAllocationCounter
import ReCurses
import ReCursesTesting
import Testing

/// Whether this is an optimized build: allocation counts of zero are a property of the code as
/// compiled for release (a debug build keeps generic code unspecialized and closures on the heap).
/// `make test-release` runs the suites that need one.
let isOptimizedBuild = !_isDebugAssertConfiguration()

/// What a keystroke allocates in steady state, counted by the interposed allocator on the main
/// thread, from the key handed to the application to the frame presented on the fake terminal.
@MainActor
@Suite("Allocations per keystroke", .enabled(if: isOptimizedBuild, "counts of zero hold for optimized builds"))
struct AllocationTests {
    /// The allocations `press` makes on the calling thread.
    private func allocations(_ press: () -> Void) -> Int {
        allocation_counter_start()
        press()
        return allocation_counter_stop()
    }

    private func press(_ key: Key, on driver: AppDriver) {
        driver.application.handle([.key(key)])
        driver.runUntilIdle()
    }

    @Test("Down and Up in a store-bound list allocate nothing once warm")
    func listKeys() {
        let store = PickerState.store(count: 100)
        let driver = AppDriver(store: store, screen: PickerScreen(store: store))
        for _ in 0..<50 {
            press(.down, on: driver)
            press(.up, on: driver)
        }
        driver.clearDispatchedActions()
        var counts: [Int] = []
        counts.reserveCapacity(40)
        for _ in 0..<20 {
            counts.append(allocations { press(.down, on: driver) })
            counts.append(allocations { press(.up, on: driver) })
        }
        #expect(counts.allSatisfy { $0 == 0 }, "allocations per key: \(counts)")
        #expect(driver.lines.contains { $0.contains("Row 1:") })
    }

    @Test("Down and Up in a store-bound table of four columns allocate nothing once warm")
    func tableKeys() {
        let store = PickerState.store(count: 100)
        let screen = TablePickerScreen(store: store)
        let driver = AppDriver(store: store, screen: screen)
        for _ in 0..<50 {
            press(.down, on: driver)
            press(.up, on: driver)
        }
        driver.clearDispatchedActions()
        var counts: [Int] = []
        counts.reserveCapacity(40)
        for _ in 0..<20 {
            counts.append(allocations { press(.down, on: driver) })
            counts.append(allocations { press(.up, on: driver) })
        }
        #expect(counts.allSatisfy { $0 == 0 }, "allocations per key: \(counts)")
        #expect(screen.table.selectedID == 0)
        #expect(driver.lines.contains { $0.contains("Row 1:") })
    }

    @Test("Down and Up in the open box of a store-bound select of 10⁴ options allocate nothing once warm")
    func selectKeys() {
        let store = PickerState.store(count: 10_000)
        let screen = SelectPickerScreen(store: store)
        let driver = AppDriver(store: store, screen: screen)
        press(.enter, on: driver)
        #expect(screen.select.isOpen)
        for _ in 0..<50 {
            press(.down, on: driver)
            press(.up, on: driver)
        }
        var counts: [Int] = []
        counts.reserveCapacity(40)
        for _ in 0..<20 {
            counts.append(allocations { press(.down, on: driver) })
            counts.append(allocations { press(.up, on: driver) })
        }
        #expect(counts.allSatisfy { $0 == 0 }, "allocations per key: \(counts)")
        press(.down, on: driver)
        press(.enter, on: driver)
        #expect(store.state.selectedID == 1)
    }

    @Test("typing a letter into a text field allocates nothing once warm")
    func typing() {
        let screen = SearchFieldScreen()
        let driver = AppDriver(screen: screen)
        for _ in 0..<60 { press(.character("a"), on: driver) }
        for _ in 0..<60 { press(.backspace, on: driver) }
        press(.character("a"), on: driver)
        var counts: [Int] = []
        counts.reserveCapacity(40)
        for _ in 0..<40 { counts.append(allocations { press(.character("s"), on: driver) }) }
        #expect(counts.allSatisfy { $0 == 0 }, "allocations per key: \(counts)")
        #expect(screen.field.text == "a" + String(repeating: "s", count: 40))
    }

    @Test(
        "keys in a tiny window allocate nothing once warm",
        arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinyWindows(size: Size) {
        let store = PickerState.store(count: 100)
        let driver = AppDriver(store: store, screen: PickerScreen(store: store), size: size)
        for _ in 0..<20 {
            press(.down, on: driver)
            press(.up, on: driver)
        }
        driver.clearDispatchedActions()
        let counted = allocations {
            for _ in 0..<10 {
                press(.down, on: driver)
                press(.up, on: driver)
            }
        }
        #expect(counted == 0)
    }
}

/// The allocation counter itself, in any build.
@Suite("Allocation counter")
struct AllocationCounterTests {
    @Test("the interposed allocator is in use and counts the calling thread's allocations")
    func counterWorks() {
        #expect(allocation_counter_is_active() != 0)
        allocation_counter_start()
        blackHole(Array(repeating: 1, count: 100))
        #expect(allocation_counter_stop() >= 1)
        allocation_counter_start()
        #expect(allocation_counter_stop() == 0)
    }
}

/// Keeps a value alive so that making it is not optimised away.
@inline(never)
private func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
