import OpenCombine

/// Collects what a publisher emits (a widget's events), for tests to compare.
final class EventLog<Value> {
    private(set) var values: [Value] = []
    private var cancellable: AnyCancellable?

    init(_ publisher: AnyPublisher<Value, Never>) {
        cancellable = publisher.sink { [weak self] value in self?.values.append(value) }
    }

    var count: Int { values.count }
}
