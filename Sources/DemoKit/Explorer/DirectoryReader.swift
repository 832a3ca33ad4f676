#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads folders of the real file system with `opendir`/`readdir`/`lstat`, off the main actor.
enum DirectoryReader {
    /// Why a folder could not be read.
    struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The `errno` of the failed call.
        var code: Int32
        /// Whether the folder no longer exists (or is no longer a folder).
        var isMissing: Bool { code == ENOENT || code == ENOTDIR }
        /// The system's text for the error.
        var description: String { String(cString: strerror(code)) }
    }

    /// The entries of the folder at `path` (without `.` and `..`), in the order the system gives them.
    /// Entries that vanish while being read are left out.
    @concurrent static func entries(of path: String) async throws(ReadError) -> [DirectoryEntry] {
        try read(path)
    }

    /// The same, on the calling thread.
    static func read(_ path: String) throws(ReadError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else { throw ReadError(code: errno) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let record = readdir(directory) else {
                if errno != 0 { throw ReadError(code: errno) }
                return entries
            }
            let name = withUnsafeBytes(of: record.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if let entry = entry(named: name, in: path) { entries.append(entry) }
        }
    }

    /// The path of `name` inside the folder `folder`.
    static func path(of name: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func entry(named name: String, in folder: String) -> DirectoryEntry? {
        var info = stat()
        guard lstat(path(of: name, in: folder), &info) == 0 else { return nil }
        let kind: DirectoryEntry.Kind =
            switch info.st_mode & S_IFMT {
            case S_IFDIR: .folder
            case S_IFREG: .file
            case S_IFLNK: .link
            default: .other
            }
        #if canImport(Glibc)
            let modified = Int(info.st_mtim.tv_sec)
        #else
            let modified = Int(info.st_mtimespec.tv_sec)
        #endif
        return DirectoryEntry(name: name, kind: kind, size: Int64(info.st_size), modified: modified)
    }
}
