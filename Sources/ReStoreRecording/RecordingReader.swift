import Foundation
import ReStore

/// Reads a recording line by line into steps and skipped lines.
struct RecordingReader {
    private let lines: [(number: Int, bytes: Data, isComplete: Bool)]
    private let path: String?
    private let registry: ActionRegistry
    private let decoder = JSONDecoder()
    private(set) var metadata: [String: String] = [:]
    private(set) var steps: [Recording.Step] = []
    private(set) var skipped: [Recording.SkippedLine] = []

    init(data: Data, path: String?, registry: ActionRegistry) {
        self.path = path
        self.registry = registry
        var lines: [(Int, Data, Bool)] = []
        var start = data.startIndex
        var number = 0
        while start < data.endIndex {
            number += 1
            if let newline = data[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append((number, data[start..<newline], true))
                start = data.index(after: newline)
            } else {
                lines.append((number, data[start...], false))
                start = data.endIndex
            }
        }
        self.lines = lines
        decoder.userInfo[RecordedLineIn.registryKey] = registry
    }

    mutating func read(unknownActions: Recording.UnknownActionPolicy) throws(RecordingError) {
        guard let first = lines.first else { throw failure(line: 1, .empty) }
        try readHeader(first.bytes, complete: first.isComplete)
        var unknown: [String] = []
        var firstUnknownLine = 0
        for line in lines.dropFirst() {
            if isBlank(line.bytes) { continue }
            let parsed: RecordedLineIn
            do {
                parsed = try decoder.decode(RecordedLineIn.self, from: line.bytes)
            } catch let error as PayloadError {
                throw failure(line: line.number, .undecodablePayload(typeName: error.typeName, detail: error.detail))
            } catch {
                throw failure(line: line.number, line.isComplete ? .malformedLine(Self.explain(error)) : .truncatedLine)
            }
            if !parsed.replayable {
                skipped.append(.init(line: line.number, typeName: parsed.type, reason: .notReplayable))
            } else if parsed.automatic {
                skipped.append(.init(line: line.number, typeName: parsed.type, reason: .automatic))
            } else if let action = parsed.action {
                steps.append(
                    .init(line: line.number, time: .seconds(parsed.time), action: action, typeName: parsed.type))
            } else {
                if !unknown.contains(parsed.type) { unknown.append(parsed.type) }
                if firstUnknownLine == 0 { firstUnknownLine = line.number }
                skipped.append(.init(line: line.number, typeName: parsed.type, reason: .unknownType))
            }
        }
        if !unknown.isEmpty, unknownActions == .stop {
            throw failure(line: firstUnknownLine, .unknownActionTypes(unknown))
        }
    }

    private mutating func readHeader(_ bytes: Data, complete: Bool) throws(RecordingError) {
        guard let header = try? decoder.decode(RecordingHeader.self, from: bytes),
            header.format == RecordingFormat.name
        else {
            throw failure(line: 1, complete || bytes.first != UInt8(ascii: "{") ? .notARecording : .truncatedLine)
        }
        guard header.version <= RecordingFormat.version else {
            throw failure(line: 1, .unsupportedVersion(header.version))
        }
        metadata = header.metadata ?? [:]
    }

    private func isBlank(_ bytes: Data) -> Bool {
        bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    private func failure(line: Int, _ reason: RecordingError.Reason) -> RecordingError {
        RecordingError(path: path, line: line, reason: reason)
    }

    /// A decoding error in a few words.
    static func explain(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: "missing field \"\(key.stringValue)\""
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            "field \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case .dataCorrupted?: "not valid JSON"
        case nil: String(describing: error)
        @unknown default: String(describing: error)
        }
    }
}

/// A payload that did not decode as its registered type.
struct PayloadError: Error {
    let typeName: String
    let detail: String
}

/// One action line, as read: the payload is decoded with the type the registry (in the decoder's
/// user info) gives for the line's type name.
struct RecordedLineIn: Decodable {
    static let registryKey = CodingUserInfoKey(rawValue: "ReStoreRecording.registry")!

    let type: String
    let time: Double
    let replayable: Bool
    let automatic: Bool
    /// The decoded action; nil when the registry does not know the type or the line is not replayable.
    let action: Action?

    enum CodingKeys: String, CodingKey {
        case type, time, replayable, automatic, payload
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decode(String.self, forKey: .type)
        time = try container.decode(Double.self, forKey: .time)
        replayable = try container.decode(Bool.self, forKey: .replayable)
        automatic = try container.decodeIfPresent(Bool.self, forKey: .automatic) ?? false
        guard time.isFinite, time >= 0 else {
            throw DecodingError.typeMismatch(
                Double.self, .init(codingPath: [CodingKeys.time], debugDescription: "not a time"))
        }
        guard replayable, let registry = decoder.userInfo[Self.registryKey] as? ActionRegistry,
            registry.contains(type)
        else {
            action = nil
            return
        }
        guard container.contains(.payload) else {
            throw PayloadError(typeName: type, detail: "the line has no payload")
        }
        do {
            action = try registry.decode(type, from: container.superDecoder(forKey: .payload))
        } catch {
            throw PayloadError(typeName: type, detail: RecordingReader.explain(error))
        }
    }
}
