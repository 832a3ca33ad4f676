import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// One file, compiled into ReStore and into Bindings (`Sources/Bindings/MainThread.swift` links
// here): both hop to the main queue, and neither may import the other.

/// Where the store and the binders run their work: the main queue (the main actor's executor). Its
/// jobs run on the main thread, or on a worker thread when the program parked the main thread in
/// `dispatchMain()` (an async `main`, a test runner), so both count as "the main thread" here.
enum MainThread {
    /// Marks the main queue so that `isCurrent` recognises it on whatever thread it drains.
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// The main thread's id, once a check found it (0 until then).
    private static let mainThreadID = Atomic<UInt>(0)

    /// Whether the caller runs on the main queue (the main thread outside any other queue counts).
    /// On the main thread the answer costs one comparison of thread ids; elsewhere the queue check
    /// reads thread-local data, and `isProcessMainThread`, a system call on Linux, is only asked
    /// when the answer would otherwise be no.
    @inline(__always)
    static var isCurrent: Bool {
        let thread = UInt(pthread_self())
        if thread == mainThreadID.load(ordering: .relaxed) { return true }
        if DispatchQueue.getSpecific(key: marker) == true { return true }
        guard isProcessMainThread else { return false }
        mainThreadID.store(thread, ordering: .relaxed)
        return true
    }

    /// Whether the caller is the process's initial thread (on Linux, the thread whose id is the
    /// process id; the C library's `gettid` is looked up, since its header hides it from Swift).
    private static var isProcessMainThread: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #else
            guard let threadID else { return false }
            return threadID() == getpid()
        #endif
    }

    #if !canImport(Darwin)
        /// The C library's `gettid`, nil when it has none.
        private static let threadID: (@convention(c) () -> pid_t)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "gettid") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) () -> pid_t).self)
        }()
    #endif

    /// Runs `body` at once when on the main thread, otherwise later on the main queue.
    static func run(_ body: @escaping @Sendable () -> Void) {
        if isCurrent {
            body()
        } else {
            DispatchQueue.main.async(execute: body)
        }
    }
}

/// Carries a value the compiler cannot prove Sendable across the hop to the main queue.
/// Only used where the value is handed over and never touched again by the sender.
struct HandOver<Value>: @unchecked Sendable {
    let value: Value
}
