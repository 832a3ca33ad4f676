import CTerminalSignals

#if canImport(Glibc)
    import Glibc
#endif

/// The process's main thread turned into the run loop: it sleeps in one `poll` on the terminal's
/// descriptors and on the main queue's wake-up descriptor, reads input itself and drains the main
/// queue itself. A key is then read, handled and drawn on the thread the kernel woke, with no hand-over
/// to libdispatch's threads. Timers, tasks and other threads still reach the main actor through the
/// main queue, which this loop serves.
///
/// Only the main thread can run it, and only while no thread has called `dispatch_main()` (a
/// top-level `await` does): then the main queue belongs to a libdispatch worker and has no wake-up
/// descriptor to poll.
@MainActor
package final class MainThreadLoop {
    /// One descriptor being watched and what to call when it is readable.
    private struct Watch {
        let id: Int
        let descriptor: Int32
        let handler: @MainActor () -> Void
    }

    /// The loop running on the main thread, if any: descriptor watches made while it runs use it.
    package private(set) static var current: MainThreadLoop?

    /// Whether the calling thread is the process's main thread.
    package nonisolated static var isOnProcessMainThread: Bool { rt_is_process_main_thread() != 0 }

    private let mainQueueDescriptor: Int32
    private var watches: [Watch] = []
    private var pollSet: [pollfd] = []
    private var watchesChanged = true
    private var nextID = 0

    /// Creates the loop and makes it current; call `run(until:)` next, on the main thread.
    package init() {
        mainQueueDescriptor = _dispatch_get_main_queue_handle_4CF()
        Self.current = self
    }

    /// Calls `handler` each time `descriptor` is readable (or hung up) while the loop runs.
    /// - returns: What `unwatch(_:)` takes.
    package func watch(_ descriptor: Int32, handler: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        watches.append(Watch(id: nextID, descriptor: descriptor, handler: handler))
        watchesChanged = true
        return nextID
    }

    /// Stops watching; safe to call from a handler and more than once.
    package func unwatch(_ id: Int) {
        watches.removeAll { $0.id == id }
        watchesChanged = true
    }

    /// Serves the watched descriptors and the main queue until `isDone` says so (asked after each
    /// wake-up), then stops being current.
    package func run(until isDone: () -> Bool) {
        defer { if Self.current === self { Self.current = nil } }
        drainMainQueue()
        while !isDone() {
            rebuildPollSetIfNeeded()
            let ready = pollSet.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), -1) }
            if ready < 0 {
                guard errno == EINTR || errno == EAGAIN else { return }
                continue
            }
            serveReadyDescriptors()
        }
    }

    private func serveReadyDescriptors() {
        for index in pollSet.indices {
            let entry = pollSet[index]
            guard entry.revents != 0 else { continue }
            if entry.fd == mainQueueDescriptor {
                drainMainQueue()
                continue
            }
            // The handler may unwatch (itself or another watch): look the descriptor up again.
            guard let watch = watches.first(where: { $0.descriptor == entry.fd }) else { continue }
            if entry.revents & Int16(POLLNVAL) != 0 {
                unwatch(watch.id)
                continue
            }
            watch.handler()
        }
    }

    private func drainMainQueue() {
        guard mainQueueDescriptor >= 0 else { return }
        var counter: UInt64 = 0
        _ = read(mainQueueDescriptor, &counter, MemoryLayout<UInt64>.size)
        _dispatch_main_queue_callback_4CF(nil)
    }

    private func rebuildPollSetIfNeeded() {
        guard watchesChanged else { return }
        watchesChanged = false
        pollSet.removeAll(keepingCapacity: true)
        if mainQueueDescriptor >= 0 {
            pollSet.append(pollfd(fd: mainQueueDescriptor, events: Int16(POLLIN), revents: 0))
        }
        for watch in watches {
            pollSet.append(pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0))
        }
    }
}
