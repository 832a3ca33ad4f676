#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the explorer and the file dialogs write sizes and dates.
public enum DirectoryEntryFormat {
    /// A file's size in B, KB, MB, GB (powers of 1024, one decimal below 10); blank for a folder.
    public static func size(_ entry: DirectoryEntry) -> String {
        guard entry.kind != .folder else { return "" }
        var value = Double(max(0, entry.size))
        var unit = 0
        let units = ["B", "KB", "MB", "GB", "TB"]
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(Int(value)) B" }
        let tenths = Int((value * 10).rounded())
        return value < 10 ? "\(tenths / 10).\(tenths % 10) \(units[unit])" : "\(Int(value.rounded())) \(units[unit])"
    }

    /// `seconds` since 1970 as `YYYY-MM-DD HH:MM`, in UTC so it reads the same everywhere.
    public static func date(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else { return "" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
    }
}
