import Dispatch

/// One wake-up of the main queue at a time: the system clock arms it at its earliest deadline and
/// disarms it when no timer is left, so the process sleeps in the kernel until then.
@MainActor
final class SystemAlarm {
    private let timer: any DispatchSourceTimer
    private var isArmed = false

    /// The longest delay armed as such; a later deadline is re-armed when the alarm goes off then.
    private static let longestDelay = Duration.seconds(86_400)

    /// An alarm that calls `wake` on the main actor each time it goes off.
    init(wake: @escaping @MainActor () -> Void) {
        timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler {
            MainActor.assumeIsolated { wake() }
        }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
    }

    /// A clock that goes away (a served session's) takes its wake-up with it.
    isolated deinit {
        timer.cancel()
    }

    /// Goes off once, `delay` from now (at once when it is not positive).
    func arm(in delay: Duration) {
        let (seconds, attoseconds) = min(max(delay, .zero), Self.longestDelay).components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), leeway: .milliseconds(1))
        isArmed = true
    }

    /// Stops the alarm until it is armed again.
    func disarm() {
        guard isArmed else { return }
        timer.schedule(deadline: .distantFuture)
        isArmed = false
    }
}
