#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The grapheme clusters longer than one Unicode scalar that cells show (a letter with combining
/// marks, a flag, an emoji ZWJ sequence), each stored once: a cell holds the cluster's index here,
/// so cells stay plain values that copy and compare without reference counting. The table only
/// grows, up to its `capacity`: a local app meets far fewer, and a server's hostile client
/// sending endless new clusters cannot make it grow without bound.
final class GraphemeTable: @unchecked Sendable {
    /// The table all cells share.
    static let shared = GraphemeTable()
    /// The most clusters a table holds; a cluster met once it is full is not stored.
    let capacity: Int

    private var clusters: [String] = []
    private var indices: [String: UInt32] = [:]
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// A table of at most `capacity` clusters (the shared one: 65,536).
    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    /// The index of `cluster`, added on first use; nil when it is new and the table is full.
    func index(of cluster: String) -> UInt32? {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let index = indices[cluster] { return index }
        guard clusters.count < capacity else { return nil }
        let index = UInt32(clusters.count)
        clusters.append(cluster)
        indices[cluster] = index
        return index
    }

    /// The cluster stored at `index` (empty for an index never handed out).
    func cluster(at index: UInt32) -> String {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return Int(index) < clusters.count ? clusters[Int(index)] : ""
    }
}
