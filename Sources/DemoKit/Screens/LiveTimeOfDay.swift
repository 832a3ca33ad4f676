import ReCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The time of day the Live clock shows.
enum LiveTimeOfDay {
    /// The time the clock shows when the app reads `clock`: the local time of day on the system
    /// clock; on a virtual clock (tests), noon plus the clock's time, so a run reads the same every
    /// time. In seconds since midnight.
    @MainActor
    static func now(on clock: TerminalClock) -> Int {
        guard clock.isVirtual else { return local() }
        return 12 * 3_600 + Int(clock.now.components.seconds % 86_400)
    }

    /// The local time of day, in seconds since midnight.
    static func local() -> Int {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return 0 }
        return Int(parts.tm_hour) * 3_600 + Int(parts.tm_min) * 60 + Int(parts.tm_sec)
    }

    /// `seconds` since midnight as `HH:MM:SS`.
    static func format(_ seconds: Int) -> String {
        let seconds = ((seconds % 86_400) + 86_400) % 86_400
        return [seconds / 3_600, seconds / 60 % 60, seconds % 60]
            .map { $0 < 10 ? "0\($0)" : "\($0)" }
            .joined(separator: ":")
    }
}
