/// What a recording file looks like: JSON Lines, one object a line. The first line is the header,
/// `{"format":"recurses-actions","metadata":{…},"version":1}`; every other line is one dispatched
/// action:
///
/// ```
/// {"automatic":false,"payload":{"newContent":"hi"},"replayable":true,"time":1.25,"type":"SetContent"}
/// {"automatic":false,"replayable":false,"time":2.5,"type":"OpenSheet"}
/// ```
///
/// `time` is in seconds since the recording started; `payload` is the action encoded, present only
/// for `Encodable` actions (`replayable` says so); `automatic` marks actions that work the app
/// started by itself dispatched (tasks, timers, dispatches made while another was running), which a
/// replay leaves to the replayed app; `origin`, when present, is `DispatchOrigin.current`.
public enum RecordingFormat {
    /// The `format` value of the header line.
    public static let name = "recurses-actions"
    /// The version written; readers take this one and older ones.
    public static let version = 1
}

/// The header line of a recording.
struct RecordingHeader: Codable {
    let format: String
    let version: Int
    let metadata: [String: String]?
}

/// One action line, as written.
struct RecordedLineOut: Encodable {
    let type: String
    let time: Double
    let replayable: Bool
    let automatic: Bool
    let origin: String?
    let payload: (any Encodable)?

    enum CodingKeys: String, CodingKey {
        case type, time, replayable, automatic, origin, payload
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(time, forKey: .time)
        try container.encode(replayable, forKey: .replayable)
        try container.encode(automatic, forKey: .automatic)
        try container.encodeIfPresent(origin, forKey: .origin)
        if let payload { try container.encode(payload, forKey: .payload) }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
