/// One thing the store's history noted: a reduced action, or a store task that started or was
/// cancelled.
public struct HistoryEntry {
    /// What happened.
    public enum Kind {
        /// The reducer ran this action.
        case action(Action)
        /// A store task started (`dispatch(task:)`), with its key if it has one.
        case taskStarted(key: String?)
        /// A store task was cancelled, with its key if it has one.
        case taskCancelled(key: String?)
        /// The state was replaced outside the reducer (`resetFullState`); a snapshot keeps it.
        case stateReplaced
    }

    /// The entry's number: 1 for the first thing the history noted, counting on as old entries drop.
    public let index: Int
    /// When it happened, on the history's clock.
    public let time: Duration
    /// What happened.
    public let kind: Kind
    /// Who dispatched it (`DispatchOrigin.current` at dispatch time), if the dispatch path said so.
    public let origin: String?

    /// The action, for an action entry.
    public var action: Action? {
        if case .action(let action) = kind { return action }
        return nil
    }

    /// The action's type name ("SetContent"), or "task started", "task cancelled", "state replaced".
    public var typeName: String {
        switch kind {
        case .action(let action): String(describing: type(of: action))
        case .taskStarted: "task started"
        case .taskCancelled: "task cancelled"
        case .stateReplaced: "state replaced"
        }
    }

    /// One line describing the entry, at most `HistoryEntry.summaryLimit` characters: the action's
    /// `historySummary` when it adopts `HistorySummarizing`, otherwise its description with line
    /// breaks folded; a task entry names the task's key.
    public var summary: String {
        switch kind {
        case .action(let action):
            let text = (action as? HistorySummarizing)?.historySummary ?? String(describing: action)
            return Self.oneLine(text)
        case .taskStarted(let key): return key.map { "task \"\($0)\" started" } ?? "task started"
        case .taskCancelled(let key): return key.map { "task \"\($0)\" cancelled" } ?? "task cancelled"
        case .stateReplaced: return "state replaced"
        }
    }

    /// The longest summary, in characters; longer ones end in "…".
    public static let summaryLimit = 120

    /// `text` on one line (line breaks and tabs become spaces), cut to `summaryLimit` characters.
    static func oneLine(_ text: String) -> String {
        var line = ""
        var length = 0
        for character in text {
            guard length < summaryLimit else {
                line.removeLast()
                line.append("…")
                return line
            }
            line.append(character.isNewline || character == "\t" ? " " : character)
            length += 1
        }
        return line
    }
}

/// An action that describes itself in one line for the history, better than its `description`
/// would (e.g. leaving out a large payload).
public protocol HistorySummarizing {
    /// A short, one-line description of the action.
    var historySummary: String { get }
}
