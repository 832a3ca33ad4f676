#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files so that a crash, a power cut or `kill -9` at any moment leaves either the old
/// file or the new one, never a torn or empty one: the bytes go to a temporary file in the same
/// folder, which is flushed to disk (`fsync`), renamed over the target, and the folder is flushed so
/// the rename itself lasts. Plain POSIX calls, so each failure names its call and its exact `errno`;
/// a failed write removes its temporary file and leaves the target untouched.
package enum AtomicFileWriter {
    /// How the names of the temporary files begin (hidden files beside the target); a crash can leave
    /// one behind, which `isTemporaryName(_:)` recognises.
    package static let temporaryPrefix = ".atomic-write-"

    /// Whether `name` is the name of one of the writer's temporary files.
    package static func isTemporaryName(_ name: String) -> Bool {
        name.hasPrefix(temporaryPrefix)
    }

    /// Writes `text` as UTF-8 to `path` (see `write(_:to:replacing:)`).
    package static func write(_ text: String, to path: String, replacing: Bool = true) throws(FileError) {
        try write(Array(text.utf8), to: path, replacing: replacing)
    }

    /// Writes `bytes` to `path` atomically and durably. A file already there is replaced (keeping its
    /// permissions) unless `replacing` is false: then the call fails with `EEXIST` and changes nothing.
    /// A new file is readable and writable by its owner only.
    package static func write(_ bytes: [UInt8], to path: String, replacing: Bool = true) throws(FileError) {
        let folder = folder(of: path)
        var template = Array((folder + "/" + temporaryPrefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileError("mkstemp", path: folder, code: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var isMoved = false
        defer { if !isMoved { unlink(temporary) } }
        do throws(FileError) {
            if replacing { try keepMode(of: path, on: descriptor) }
            try writeAll(bytes, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw FileError("fsync", path: path, code: errno) }
        } catch {
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileError("close", path: path, code: errno) }
        if replacing {
            guard rename(temporary, path) == 0 else { throw FileError("rename", path: path, code: errno) }
            isMoved = true
        } else {
            // A hard link never replaces: it fails with EEXIST when the name is taken.
            guard link(temporary, path) == 0 else { throw FileError("link", path: path, code: errno) }
        }
        try syncFolder(folder)
    }

    /// Gives the file at `source` the name `destination` in the same folder, durably; fails with
    /// `EEXIST` when `destination` exists (nothing is replaced).
    package static func move(_ source: String, to destination: String) throws(FileError) {
        guard link(source, destination) == 0 else { throw FileError("link", path: destination, code: errno) }
        guard unlink(source) == 0 else {
            let code = errno
            unlink(destination)
            throw FileError("unlink", path: source, code: code)
        }
        try syncFolder(folder(of: destination))
    }

    /// Removes the file at `path`, durably.
    package static func remove(_ path: String) throws(FileError) {
        guard unlink(path) == 0 else { throw FileError("unlink", path: path, code: errno) }
        try syncFolder(folder(of: path))
    }

    /// Flushes the folder at `path` to disk, so the names created, renamed or removed in it last.
    package static func syncFolder(_ path: String) throws(FileError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw FileError("open", path: path, code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw FileError("fsync", path: path, code: errno) }
    }

    /// The folder holding `path` (`.` for a bare name).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Gives the temporary file the permissions of the file it replaces, if there is one.
    private static func keepMode(of path: String, on descriptor: Int32) throws(FileError) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw FileError("fchmod", path: path, code: errno) }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(FileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw FileError("write", path: path, code: errno)
            }
            offset += written
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
