import DemoKit
import Foundation
import ReCurses
import ReCursesTesting

/// Memory over 10k push/pop cycles of a connected screen (the demo's SteppingUp): connections still
/// alive afterwards, store subscriptions left over, and resident memory growth.
enum MemoryBenchmarks: BenchmarkSuite {
    static let name = "memory"

    static func benchmarks() -> [Benchmark] {
        [pushPop(cycles: 10_000, warmUp: 1_000)]
    }

    /// Pushes and pops a connected screen `cycles` times after `warmUp` untimed cycles (which let the
    /// allocator reach its steady state), then counts what is left.
    static func pushPop(cycles: Int, warmUp: Int) -> Benchmark {
        Benchmark(
            suite: name, name: "10k push-pop",
            kind: .quantities {
                let store = DemoStore.make()
                let driver = AppDriver(store: store, screen: LauncherScreen(store: store))
                let baselineSubscriptions = store.subscriptionCount
                var survivors: [WeakConnection] = []
                // The screen is a local of this function, so it is released when the function returns.
                @MainActor func pushAndPop() -> WeakConnection {
                    let screen = SteppingUpScreen(store: store)
                    driver.application.navigation.push(screen)
                    driver.runUntilIdle()
                    driver.application.navigation.pop()
                    driver.runUntilIdle()
                    return WeakConnection(screen.connection)
                }
                @MainActor func cycle() {
                    let connection = pushAndPop()
                    if connection.isAlive { survivors.append(connection) }
                }
                for _ in 0..<warmUp { cycle() }
                survivors.removeAll()
                let residentBefore = try ResidentMemory.kilobytes()
                for _ in 0..<cycles { cycle() }
                let residentAfter = try ResidentMemory.kilobytes()
                return [
                    Quantity(
                        name: "live connections", unit: "connections",
                        value: Double(survivors.filter(\.isAlive).count)),
                    Quantity(
                        name: "store subscriptions left", unit: "subscriptions",
                        value: Double(store.subscriptionCount - baselineSubscriptions)),
                    Quantity(name: "RSS growth", unit: "KB", value: Double(residentAfter - residentBefore)),
                ]
            })
    }
}

/// A weak reference to a connection, to learn whether it outlived its screen.
final class WeakConnection {
    private weak var connection: AnyObject?

    init(_ connection: AnyObject) {
        self.connection = connection
    }

    var isAlive: Bool { connection != nil }
}

/// The process's resident memory, read from `/proc/self/statm`.
enum ResidentMemory {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "cannot read /proc/self/statm" }
    }

    /// Resident memory in kilobytes.
    static func kilobytes() throws -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { throw Unavailable() }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { throw Unavailable() }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
