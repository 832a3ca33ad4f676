#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Changes note files one at a time, from any thread, so that the newest change always wins: each
/// change takes a ticket on the main actor when it is asked for, and a change whose ticket is older
/// than the last one done to the same file is skipped (a slow save that started before a rename,
/// a delete or a newer save can never bring back old text). Every write is atomic
/// (`AtomicFileWriter`).
final class NoteWriter: @unchecked Sendable {
    /// The one writer of the process: every Notes screen shares it.
    static let shared = NoteWriter()

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var lastTicket = 0
    /// The ticket of the last change done to each path.
    private var lastChange: [String: Int] = [:]

    /// A writer with no history.
    init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// A ticket for the next change: newer than every ticket handed out before.
    func ticket() -> Int {
        locked {
            lastTicket += 1
            return lastTicket
        }
    }

    /// Saves `text` to `path`, replacing the file, unless a newer change to `path` was done already.
    /// Returns whether it wrote.
    @discardableResult
    func save(_ text: String, to path: String, ticket: Int) throws(FileError) -> Bool {
        try lockedThrowing { () throws(FileError) -> Bool in
            guard isCurrent(ticket, for: path) else { return false }
            try AtomicFileWriter.write(text, to: path)
            lastChange[path] = ticket
            return true
        }
    }

    /// The same, off the calling actor.
    @discardableResult
    @concurrent func saveInBackground(_ text: String, to path: String, ticket: Int) async throws(FileError) -> Bool {
        try save(text, to: path, ticket: ticket)
    }

    /// Makes the new file `path` holding `text`; fails with `EEXIST` when the name is taken.
    @concurrent func create(_ text: String, at path: String, ticket: Int) async throws(FileError) {
        try lockedThrowing { () throws(FileError) in
            try AtomicFileWriter.write(text, to: path, replacing: false)
            lastChange[path] = ticket
        }
    }

    /// Writes `text` to the new file `destination`, then removes `source`: a rename that also saves
    /// the latest text. Fails with `EEXIST` (changing nothing) when `destination` is taken.
    @concurrent func rename(_ source: String, to destination: String, text: String, ticket: Int) async throws(FileError)
    {
        try lockedThrowing { () throws(FileError) in
            try AtomicFileWriter.write(text, to: destination, replacing: false)
            lastChange[destination] = ticket
            lastChange[source] = ticket
            do throws(FileError) {
                try AtomicFileWriter.remove(source)
            } catch {
                if error.code != ENOENT { throw error }
            }
        }
    }

    /// Reads the notes of `directory` (making it when missing), off the calling actor; no change of
    /// this writer runs meanwhile, so the temporary files the read removes are never those of a save
    /// under way.
    @concurrent func loadNotes(in directory: String) async throws(FileError) -> [Note] {
        try lockedThrowing { () throws(FileError) in try NoteFolder.read(directory) }
    }

    /// Removes the file `path`; saves asked for before it are skipped.
    @concurrent func remove(_ path: String, ticket: Int) async throws(FileError) {
        try lockedThrowing { () throws(FileError) in
            lastChange[path] = ticket
            do throws(FileError) {
                try AtomicFileWriter.remove(path)
            } catch {
                if error.code != ENOENT { throw error }
            }
        }
    }

    private func isCurrent(_ ticket: Int, for path: String) -> Bool {
        lastChange[path].map { $0 < ticket } ?? true
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    private func lockedThrowing<Value>(_ body: () throws(FileError) -> Value) throws(FileError) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
