/// Why a recording cannot be replayed: where (the line, counting from 1) and why.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        /// The file could not be read.
        case unreadable(String)
        /// The file is empty.
        case empty
        /// The first line is not a recording header: another kind of file.
        case notARecording
        /// The recording was written by a newer version of the format.
        case unsupportedVersion(Int)
        /// The last line ends without a newline and is incomplete (the writer stopped mid-line).
        case truncatedLine
        /// The line is not a JSON object of the recording's shape; the detail says what is off.
        case malformedLine(String)
        /// The action's payload does not decode as the type registered for its name.
        case undecodablePayload(typeName: String, detail: String)
        /// Action types the registry does not know (each named once, in order of appearance).
        case unknownActionTypes([String])
    }

    /// The file's path, when it was read from one.
    public let path: String?
    /// The line at fault (for unknown types, the first line naming one); 0 when the file could not
    /// be read at all.
    public let line: Int
    /// What is wrong.
    public let reason: Reason

    /// An error at `line` of the recording at `path`.
    public init(path: String?, line: Int, reason: Reason) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    public var description: String {
        let place = [path, line > 0 ? "line \(line)" : nil].compactMap { $0 }.joined(separator: ", ")
        return place.isEmpty ? reasonText : "\(place): \(reasonText)"
    }

    private var reasonText: String {
        switch reason {
        case .unreadable(let detail): "cannot read the recording: \(detail)"
        case .empty: "the recording is empty"
        case .notARecording: "not a recording (no \"\(RecordingFormat.name)\" header)"
        case .unsupportedVersion(let version):
            "recording version \(version) is newer than this reader (\(RecordingFormat.version))"
        case .truncatedLine: "the line is truncated (the recording ended while it was being written)"
        case .malformedLine(let detail): "malformed line: \(detail)"
        case .undecodablePayload(let typeName, let detail): "the payload of \(typeName) does not decode: \(detail)"
        case .unknownActionTypes(let names): "unknown action types: \(names.joined(separator: ", "))"
        }
    }
}
