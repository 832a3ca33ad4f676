#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads folders of the real file system with `opendir`/`readdir`/`lstat`, off the main actor.
public struct DirectoryReader: FileSystemSource {
    /// Why a folder could not be read.
    public typealias ReadError = FileSystemError

    /// The reader of the real file system.
    public init() {}

    /// The entries of the folder at `folder`, read off the main actor.
    public func entries(of folder: String) async throws(FileSystemError) -> [DirectoryEntry] {
        try await Self.entries(of: folder)
    }

    /// The entry at `path` (links followed), read off the main actor.
    public func entry(at path: String) async throws(FileSystemError) -> DirectoryEntry {
        try await Self.followedEntry(at: path)
    }

    /// The entries of the folder at `path` (without `.` and `..`), in the order the system gives them.
    /// Entries that vanish while being read are left out.
    @concurrent public static func entries(of path: String) async throws(FileSystemError) -> [DirectoryEntry] {
        try read(path)
    }

    @concurrent private static func followedEntry(at path: String) async throws(FileSystemError) -> DirectoryEntry {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileSystemError(code: errno) }
        return entry(named: FilePath.lastComponent(of: path), info: info)
    }

    /// The same, on the calling thread.
    public static func read(_ path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let directory = opendir(path) else { throw FileSystemError(code: errno) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while true {
            errno = 0
            guard let record = readdir(directory) else {
                if errno != 0 { throw FileSystemError(code: errno) }
                return entries
            }
            let name = withUnsafeBytes(of: record.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard lstat(Self.path(of: name, in: path), &info) == 0 else { continue }
            entries.append(entry(named: name, info: info))
        }
    }

    /// The path of `name` inside the folder `folder`.
    public static func path(of name: String, in folder: String) -> String {
        FilePath.join(folder, name)
    }

    private static func entry(named name: String, info: stat) -> DirectoryEntry {
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
