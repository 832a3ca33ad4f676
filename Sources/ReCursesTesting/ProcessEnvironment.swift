#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process environment as tests read and change it, under one lock, so that a test that
/// changes variables and a reader on another thread never overlap.
///
/// The environment is process-wide and tests run in parallel: a variable a test sets is seen by
/// every test running meanwhile, and `setenv` races with `getenv` on other threads. So
/// `withVariables(_:_:)` changes the variables on the main actor, runs its body and puts them back
/// with no suspension point in between: no other main-actor work runs meanwhile (every driver,
/// `Application`, terminal start and golden screen), and readers on other threads that read through
/// `reading(_:)` or `value(_:)` wait until the variables are back.
package enum ProcessEnvironment {
    /// Readers share it; a change holds it alone.
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_rwlock_t> = {
        let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        pthread_rwlock_init(lock, nil)
        return lock
    }()

    /// Runs `body`, which reads the environment, never while `withVariables` has it changed. Called
    /// from inside `withVariables`' body (the thread that holds the change), it runs at once.
    package static func reading<Result>(_ body: () throws -> Result) rethrows -> Result {
        // glibc refuses (EDEADLK) a read lock to the thread holding the write lock: that thread is
        // the one changing the variables, so it reads them as they are.
        let locked = pthread_rwlock_rdlock(lock) == 0
        defer { if locked { pthread_rwlock_unlock(lock) } }
        return try body()
    }

    /// The value of the variable `name`, or nil when it is not set.
    package static func value(_ name: String) -> String? {
        reading { getenv(name).map { String(cString: $0) } }
    }

    /// Sets the variables of `variables` (a nil value unsets one), runs `body` and restores each
    /// variable as it was, whatever `body` does.
    @MainActor
    package static func withVariables<Result>(
        _ variables: [String: String?], _ body: () throws -> Result
    ) rethrows -> Result {
        pthread_rwlock_wrlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        let saved = variables.keys.map { name in (name, getenv(name).map { String(cString: $0) }) }
        defer { for (name, value) in saved { set(name, value) } }
        for (name, value) in variables { set(name, value) }
        return try body()
    }

    private static func set(_ name: String, _ value: String?) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
}
