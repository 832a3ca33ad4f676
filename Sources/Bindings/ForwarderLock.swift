#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain mutual-exclusion lock (a pthread mutex) for state touched from any thread.
final class ForwarderLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// An unlocked lock.
    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Waits for the lock and takes it.
    func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Gives the lock back.
    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
