import Foundation
import ReStore

/// The `--log FILE` middleware, the terminal's version of the Example app's ActionLogger and
/// StoreLogger: for every dispatched action it writes the action (before the reducers run) and
/// the state after it (one line of sorted JSON). Both lines carry the same number, so nested
/// dispatches still pair up; follow a session with `tail -f` or diff two runs afterwards.
enum ActionLogger {
    /// Writes the state the store starts with as `state 0`, as the Example's StoreLogger did when it
    /// subscribed.
    static func logInitialState<State: Encodable>(_ state: State, to file: LogFile) {
        file.append(line: "state 0: \(describe(state, with: makeEncoder()))")
    }

    /// A middleware that logs to `file`.
    static func middleware<State: Encodable>(writingTo file: LogFile) -> Middleware<State> {
        let encoder = makeEncoder()
        var sequence = 0
        return { _, getState in
            { next in
                { action in
                    sequence += 1
                    let number = sequence
                    file.append(line: "action \(number): \(action)")
                    next(action)
                    file.append(line: "state \(number): \(describe(getState(), with: encoder))")
                }
            }
        }
    }

    private static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func describe<State: Encodable>(_ state: State?, with encoder: JSONEncoder) -> String {
        guard let state else { return "(none)" }
        do {
            return String(decoding: try encoder.encode(state), as: UTF8.self)
        } catch {
            return "(not encodable: \(error))"
        }
    }
}
