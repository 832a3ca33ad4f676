#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the monitor writes its figures.
enum MonitorFormat {
    /// `12.5` (one decimal).
    static func percent(_ value: Double) -> String {
        let tenths = Int((max(0, value) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `0.52` (two decimals).
    static func load(_ value: Double) -> String {
        let hundredths = Int((max(0, value) * 100).rounded())
        return "\(hundredths / 100)." + twoDigits(hundredths % 100)
    }

    /// `812K`, `12.3M`, `1.5G`.
    static func kibibytes(_ value: Int) -> String {
        if value < 1024 { return "\(max(0, value))K" }
        let units = ["M", "G", "T"]
        var amount = Double(value) / 1024
        var unit = 0
        while amount >= 1024, unit < units.count - 1 {
            amount /= 1024
            unit += 1
        }
        return (amount >= 100 ? "\(Int(amount.rounded()))" : percent(amount)) + units[unit]
    }

    /// `HH:MM` when `time` is on the day of `now`, else `Mon DD` (both already local).
    static func start(_ time: Int, now: Int) -> String {
        let day = 86_400
        let (startDay, nowDay) = (time.floorDivided(by: day), now.floorDivided(by: day))
        if startDay == nowDay {
            let seconds = time - startDay * day
            return twoDigits(seconds / 3600) + ":" + twoDigits(seconds / 60 % 60)
        }
        var clock = time_t(time)
        var parts = tm()
        gmtime_r(&clock, &parts)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return months[Int(parts.tm_mon).clamped(to: 0...11)] + twoDigits(Int(parts.tm_mday))
    }

    /// `3d 04:05` or `04:05:06`.
    static func uptime(_ seconds: Double) -> String {
        let total = Int(max(0, seconds))
        let clock = twoDigits(total / 3600 % 24) + ":" + twoDigits(total / 60 % 60)
        return total >= 86_400 ? "\(total / 86_400)d \(clock)" : clock + ":" + twoDigits(total % 60)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

extension Int {
    /// Division rounding down (towards minus infinity).
    fileprivate func floorDivided(by divisor: Int) -> Int {
        self >= 0 ? self / divisor : (self - divisor + 1) / divisor
    }

    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
