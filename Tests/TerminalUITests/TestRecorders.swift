import OpenCombine
@testable import TerminalUI

/// Collects what a publisher emits.
final class EventLog<Value> {
    private(set) var values: [Value] = []
    private var cancellable: AnyCancellable?

    init(_ publisher: AnyPublisher<Value, Never>) {
        cancellable = publisher.sink { [weak self] value in self?.values.append(value) }
    }

    var count: Int { values.count }
}

/// A virtual clock for type-ahead timeouts.
@MainActor
final class TestClock {
    var now: Duration

    init(_ start: Duration) {
        now = start
    }
}
