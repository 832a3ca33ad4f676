import Foundation
import ReStore

/// A recording read back (see `RecordingFormat`): the actions to dispatch again, with their times,
/// and the lines left out. Reading never crashes: a truncated, corrupt or foreign file fails with a
/// `RecordingError` naming the line and the reason.
///
/// ```swift
/// var registry = ActionRegistry()
/// registry.register(Increment.self)
/// let recording = try Recording(contentsOf: "session.jsonl", registry: registry)
/// for step in recording.steps { store.dispatch(step.action) }
/// ```
public struct Recording {
    /// One action to dispatch again.
    public struct Step {
        /// The line it was read from.
        public let line: Int
        /// When it was dispatched, since the recording started.
        public let time: Duration
        /// The action, decoded.
        public let action: Action
        /// The type name the line gave.
        public let typeName: String
    }

    /// A line that is not replayed.
    public struct SkippedLine: Equatable {
        /// Why a line is not replayed.
        public enum Reason: Equatable {
            /// The action was not `Encodable`: only its type name was written.
            case notReplayable
            /// Work the app started by itself dispatched it; the replayed app does that again.
            case automatic
            /// The registry does not know its type (with `UnknownActionPolicy.skip`).
            case unknownType
        }

        /// The line.
        public let line: Int
        /// The action's type name.
        public let typeName: String
        /// Why it is not replayed.
        public let reason: Reason

        /// A skipped line.
        public init(line: Int, typeName: String, reason: Reason) {
            self.line = line
            self.typeName = typeName
            self.reason = reason
        }
    }

    /// What to do with lines whose action type the registry does not know.
    public enum UnknownActionPolicy: Sendable {
        /// Fail, listing every unknown type.
        case stop
        /// Leave those lines out (they are listed in `skipped`).
        case skip
    }

    /// The header's metadata (e.g. the screen the recording was made on).
    public let metadata: [String: String]
    /// The actions to dispatch, in order.
    public let steps: [Step]
    /// The lines left out, in order.
    public let skipped: [SkippedLine]

    /// Reads the recording at `path`.
    public init(
        contentsOf path: String, registry: ActionRegistry, unknownActions: UnknownActionPolicy = .stop
    ) throws(RecordingError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw RecordingError(path: path, line: 0, reason: .unreadable(error.localizedDescription))
        }
        try self.init(data: data, path: path, registry: registry, unknownActions: unknownActions)
    }

    /// Reads a recording from its bytes; `path`, if given, names it in errors.
    public init(
        data: Data, path: String? = nil, registry: ActionRegistry, unknownActions: UnknownActionPolicy = .stop
    ) throws(RecordingError) {
        var reader = RecordingReader(data: data, path: path, registry: registry)
        try reader.read(unknownActions: unknownActions)
        metadata = reader.metadata
        steps = reader.steps
        skipped = reader.skipped
    }
}
