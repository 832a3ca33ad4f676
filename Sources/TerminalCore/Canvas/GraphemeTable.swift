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
/// grows; an app meets a bounded set of such clusters.
final class GraphemeTable: @unchecked Sendable {
    /// The table all cells share.
    static let shared = GraphemeTable()

    private var clusters: [String] = []
    private var indices: [String: UInt32] = [:]
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    private init() {
        pthread_mutex_init(lock, nil)
    }

    /// The index of `cluster`, added on first use.
    func index(of cluster: String) -> UInt32 {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        if let index = indices[cluster] { return index }
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
