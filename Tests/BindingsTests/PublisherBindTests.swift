import Bindings
import OpenCombine
import Testing

/// A subscriber that asks for a fixed number of values and records everything.
final class CountingSubscriber: Subscriber {
    typealias Input = Int
    typealias Failure = Never

    let initialDemand: Subscribers.Demand
    var values: [Int] = []
    var completions = 0

    init(demand: Subscribers.Demand) { initialDemand = demand }

    func receive(subscription: any Subscription) { subscription.request(initialDemand) }
    func receive(_ input: Int) -> Subscribers.Demand {
        values.append(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Never>) { completions += 1 }
}

@MainActor
@Suite struct PublisherBindTests {
    @Test func bindsUntilCancelled() {
        let gauge = Gauge()
        let subject = PassthroughSubject<Int, Never>()
        let binding = subject.bind(to: gauge.rx.value)
        subject.send(1)
        binding.cancel()
        subject.send(2)
        #expect(gauge.values == [1])
    }

    @Test func releasingTheCancellableEndsTheBinding() {
        let gauge = Gauge()
        let subject = PassthroughSubject<Int, Never>()
        var binding: AnyCancellable? = subject.bind(to: gauge.rx.value)
        subject.send(1)
        _ = binding
        binding = nil
        subject.send(2)
        #expect(gauge.values == [1])
    }

    @Test func bindsANonOptionalSourceToAnOptionalObserver() {
        let gauge = Gauge()
        let binding = Just("hello").bind(to: gauge.rx.title)
        #expect(gauge.title == "hello")
        binding.cancel()
    }

    @Test func honoursTheDemandOfAnySubscriber() {
        let subscriber = CountingSubscriber(demand: .max(2))
        let binding = [1, 2, 3, 4].publisher.bind(to: subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == 0)
        binding.cancel()
    }

    @Test func forwardsCompletionToAnySubscriber() {
        let subscriber = CountingSubscriber(demand: .unlimited)
        let binding = [1, 2].publisher.bind(to: subscriber)
        #expect(subscriber.values == [1, 2])
        #expect(subscriber.completions == 1)
        binding.cancel()
    }

    @Test func cancellingReleasesTheSubscriber() {
        let subject = CurrentValueSubject<Int, Never>(0)
        var subscriber: CountingSubscriber? = CountingSubscriber(demand: .unlimited)
        weak let weakSubscriber = subscriber
        let binding = subject.bind(to: subscriber!)
        subscriber = nil
        #expect(weakSubscriber != nil)
        binding.cancel()
        #expect(weakSubscriber == nil)
        subject.send(1)
    }
}
