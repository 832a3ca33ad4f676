#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The URLs of the links cells carry, each stored once (made safe) under a 16-bit code: a cell holds
/// the code, so it stays a plain value. The table only grows, up to its `capacity`, so a hostile
/// client of a server cannot make it grow without bound; a link met once it is full is not made.
final class HyperlinkTable: @unchecked Sendable {
    /// The table all cells share.
    static let shared = HyperlinkTable()
    /// The most links the table holds.
    let capacity: Int

    private var urls: [[UInt8]] = []
    private var codes: [[UInt8]: UInt16] = [:]
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// A table of at most `capacity` links (the shared one: 65,535, every code but 0).
    init(capacity: Int = Int(UInt16.max)) {
        self.capacity = min(capacity, Int(UInt16.max))
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The code of the safe URL `bytes`, added on first use; nil when it is new and the table is full.
    func code(of bytes: [UInt8]) -> UInt16? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let code = codes[bytes] { return code }
        guard urls.count < capacity else { return nil }
        urls.append(bytes)
        let code = UInt16(urls.count)
        codes[bytes] = code
        return code
    }

    /// The URL of `code` (empty for a code never handed out).
    func bytes(of code: UInt16) -> [UInt8] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let index = Int(code) - 1
        return index >= 0 && index < urls.count ? urls[index] : []
    }
}
