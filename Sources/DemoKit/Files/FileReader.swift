#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files and folder listings with plain POSIX calls, reporting the exact failing call.
package enum FileReader {
    /// Every byte of the regular file at `path`.
    package static func bytes(at path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError("open", path: path, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw FileError("fstat", path: path, code: errno) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw FileError("open", path: path, code: EISDIR) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError("read", path: path, code: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// The names in the folder at `path` (without `.` and `..`), as raw bytes, in the system's order.
    package static func names(in path: String) throws(FileError) -> [[UInt8]] {
        guard let folder = opendir(path) else { throw FileError("opendir", path: path, code: errno) }
        defer { closedir(folder) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let record = readdir(folder) else {
                if errno != 0 { throw FileError("readdir", path: path, code: errno) }
                return names
            }
            let name = withUnsafeBytes(of: record.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
    }

    /// Makes the folder at `path` and any missing parents (mode 0700 for new ones).
    package static func makeFolder(_ path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError("mkdir", path: path, code: ENOTDIR) }
            return
        }
        let parent = AtomicFileWriter.folder(of: path)
        if parent != path, parent != "/", parent != "." { try makeFolder(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw FileError("mkdir", path: path, code: errno) }
    }
}
