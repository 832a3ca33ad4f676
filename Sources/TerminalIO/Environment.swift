#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the process environment without Foundation.
package enum Environment {
    /// The value of a variable, or nil when it is not set.
    package static func value(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The variables the terminals look at.
    package static var relevant: [String: String] {
        var result: [String: String] = [:]
        for name in ["NO_COLOR", "TERM", "COLORTERM", "TMUX", "XTERM_VERSION"] {
            if let value = value(name) { result[name] = value }
        }
        return result
    }
}
