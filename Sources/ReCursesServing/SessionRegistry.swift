/// The sessions a server runs now, oldest first, with its limit: the next one past
/// `maximumSessions` is refused (and counted), each admitted one gets the next number.
@MainActor
package struct SessionRegistry<Session: AnyObject> {
    /// The sessions running now, oldest first.
    package private(set) var sessions: [Session] = []
    /// How many sessions may run at once.
    package let maximumSessions: Int
    /// How many sessions were refused because the server was full.
    package private(set) var refusedCount = 0
    private var nextID = 1

    /// An empty register that admits up to `maximumSessions` at once.
    package init(maximumSessions: Int) {
        self.maximumSessions = max(0, maximumSessions)
    }

    /// The number of a new session (1, 2, 3, …), or nil (a refusal, counted) when the server is full.
    package mutating func admit() -> Int? {
        guard sessions.count < maximumSessions else {
            refusedCount += 1
            return nil
        }
        defer { nextID += 1 }
        return nextID
    }

    /// Adds an admitted session.
    package mutating func add(_ session: Session) {
        sessions.append(session)
    }

    /// Forgets `session`.
    package mutating func remove(_ session: Session) {
        sessions.removeAll { $0 === session }
    }

    /// Forgets every session and returns them, oldest first (a shutdown ends them).
    package mutating func removeAll() -> [Session] {
        defer { sessions.removeAll() }
        return sessions
    }

    /// The message a refused client is shown.
    package var fullMessage: String {
        "server full (\(maximumSessions) sessions), try again later"
    }
}
