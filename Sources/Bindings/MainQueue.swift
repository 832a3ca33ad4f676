import Dispatch
import Foundation

/// Knows whether the caller runs on the main actor's queue.
///
/// `Thread.isMainThread` alone is not enough: once a program calls `dispatchMain()` (an async
/// `main`, a test runner) the main queue is drained by a worker thread, which is still the main
/// actor. A marker set on the main queue recognises that case too.
enum MainQueue {
    private static let marker = DispatchSpecificKey<Bool>()
    private static let markerInstalled: Bool = {
        DispatchQueue.main.setSpecific(key: marker, value: true)
        return true
    }()

    /// True on the main thread and inside work running on the main queue.
    static var isCurrent: Bool {
        guard markerInstalled else { return false }
        return Thread.isMainThread || DispatchQueue.getSpecific(key: marker) == true
    }
}
