import Foundation
import ReStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the actions a store dispatches to a recording file (see `RecordingFormat`), so that a
/// session can be replayed: by the app (`recurses-demo --replay FILE`) or by a test
/// (`AppDriver.replay(contentsOf:registry:)`), which turns a bug report into a regression test.
///
/// `Encodable` actions are written with their payload; others by type name only, marked not
/// replayable. Each line goes out in one `write`, so a crash leaves at most a truncated last line
/// (which a replay reports); `finish()` flushes the file to disk (`fsync`) and closes it.
///
/// This lives in its own target because it encodes with Foundation's `JSONEncoder`: ReStore and
/// the targets an app links by default stay free of Foundation.
///
/// ```swift
/// let recorder = try ActionRecorder(path: "session.jsonl")
/// let store = Store(reducer: reducer, state: initial, middleware: [recorder.middleware()])
/// // … run the app …
/// recorder.finish()
/// ```
public final class ActionRecorder {
    /// Why the file could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        /// The path given.
        public let path: String
        /// The system's reason.
        public let reason: String

        public var description: String { "cannot write the recording '\(path)': \(reason)" }
    }

    /// The path the recording is written to.
    public let path: String
    /// How many action lines were written.
    public private(set) var recordedCount = 0
    /// How many of them are not replayable (their action is not `Encodable`).
    public private(set) var notReplayableCount = 0
    /// The first write error, if one happened; nothing is written after it.
    public private(set) var writeError: String?

    private var descriptor: Int32
    private let clock: () -> Duration
    private let encoder: JSONEncoder
    /// How many dispatches are running through the middleware (more than one: a nested dispatch).
    private var depth = 0

    /// Creates (or truncates) the file at `path` and writes the header.
    ///
    /// - parameter path: The file to record into.
    /// - parameter metadata: Written in the header, for the replaying side (e.g. the screen shown).
    /// - parameter clock: The time of each action; by default the time since the recorder was made.
    public init(path: String, metadata: [String: String] = [:], clock: (() -> Duration)? = nil) throws(OpenError) {
        self.path = path
        guard !path.isEmpty else { throw OpenError(path: path, reason: "the path is empty") }
        let start = ContinuousClock.now
        self.clock = clock ?? { ContinuousClock.now - start }
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OpenError(path: path, reason: String(cString: strerror(errno))) }
        let header = RecordingHeader(
            format: RecordingFormat.name, version: RecordingFormat.version, metadata: metadata.isEmpty ? nil : metadata)
        if let data = try? encoder.encode(header) { writeLine(data) }
    }

    deinit {
        finish()
    }

    /// A middleware that records every action dispatched to the store, before the reducer runs.
    /// Put it first, so that it sees actions as they were dispatched.
    public func middleware<State>() -> Middleware<State> {
        { _, _ in
            { [weak self] next in
                { action in
                    guard let self else { return next(action) }
                    self.record(action, automatic: self.depth > 0 || DispatchOrigin.isAutomatic)
                    self.depth += 1
                    defer { self.depth -= 1 }
                    next(action)
                }
            }
        }
    }

    /// Writes one action line.
    ///
    /// - parameter action: The action dispatched.
    /// - parameter automatic: Whether work the app started by itself dispatched it (a replay skips it).
    public func record(_ action: Action, automatic: Bool = false) {
        guard descriptor >= 0, writeError == nil else { return }
        let payload = action as? any Encodable
        let typeName = ActionRegistry.typeName(of: type(of: action))
        let time = clock().seconds
        let origin = DispatchOrigin.current
        let full = RecordedLineOut(
            type: typeName, time: time, replayable: payload != nil, automatic: automatic, origin: origin,
            payload: payload)
        let bare = RecordedLineOut(
            type: typeName, time: time, replayable: false, automatic: automatic, origin: origin, payload: nil)
        guard let (data, replayable) = encode(full, orElse: bare) else { return }
        recordedCount += 1
        if !replayable { notReplayableCount += 1 }
        writeLine(data)
    }

    /// The line with its payload, or without it when the payload fails to encode.
    private func encode(_ full: RecordedLineOut, orElse bare: RecordedLineOut) -> (Data, Bool)? {
        if full.replayable, let data = try? encoder.encode(full) { return (data, true) }
        return (try? encoder.encode(bare)).map { ($0, false) }
    }

    /// Flushes the file to disk and closes it; later actions are not written. Safe to call again.
    public func finish() {
        guard descriptor >= 0 else { return }
        if fsync(descriptor) != 0, writeError == nil, errno != EINVAL {
            writeError = "flushing the recording '\(path)' failed: \(String(cString: strerror(errno)))"
        }
        _ = close(descriptor)
        descriptor = -1
    }

    /// Writes `data` and a newline in one `write` (a few when the system writes less at a time).
    private func writeLine(_ data: Data) {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                writeError = "writing the recording '\(path)' failed: \(String(cString: strerror(errno)))"
                return
            }
            offset += written
        }
    }
}
