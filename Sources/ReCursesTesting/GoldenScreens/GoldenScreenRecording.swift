import FoundationEssentials

/// Whether a test run records golden screens: `RECORD_SCREENS=1` writes new and changed screens,
/// except under CI (`CI` set to anything but `0`, `false` or `no`), where a missing or different
/// golden screen always fails and nothing is written.
public struct GoldenScreenRecording: Equatable, Sendable {
    /// Whether `RECORD_SCREENS` asks for recording.
    public var isRequested: Bool
    /// Whether the run is on CI.
    public var isCI: Bool

    /// Reads `RECORD_SCREENS` and `CI` from `environment` (the process's by default).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        isRequested = Self.isSet(environment["RECORD_SCREENS"])
        isCI = Self.isSet(environment["CI"])
    }

    /// Whether screens are written: recording was asked for and the run is not on CI.
    public var records: Bool { isRequested && !isCI }

    private static func isSet(_ value: String?) -> Bool {
        guard let value = value?.lowercased(), !value.isEmpty else { return false }
        return !["0", "false", "no"].contains(value)
    }
}
