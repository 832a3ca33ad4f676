import Synchronization
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file system in memory, for file dialogs in tests and previews: folders, files and symbolic
/// links added by path (missing parent folders are created), folders that cannot be read, and
/// entries removed at any time (a file vanishing between listing and picking). Safe to use from
/// any thread; reads fail with the `errno` the real calls would give (ENOENT, ENOTDIR, EACCES, ELOOP).
///
/// ```swift
/// let files = FakeFileSystem()
/// files.addFile("/home/ada/notes.txt", size: 1_200)
/// files.addFolder("/home/ada/private", isReadable: false)
/// let dialog = FileDialog(mode: .open, folder: "/home/ada", source: files)
/// ```
public final class FakeFileSystem: FileSystemSource {
    private struct Item {
        var kind: DirectoryEntry.Kind
        var size: Int64
        var modified: Int
        var isReadable = true
        var target: String?
    }

    private struct Contents {
        var items: [String: Item] = ["/": Item(kind: .folder, size: 0, modified: 0)]
        var children: [String: [String]] = ["/": []]
    }

    private let contents = Mutex(Contents())

    /// An empty file system: the root folder alone.
    public init() {}

    /// Adds the folder at `path` (absolute), changed at `modified`; one that is not readable fails
    /// to list with "Permission denied".
    public func addFolder(_ path: String, modified: Int = 0, isReadable: Bool = true) {
        add(path, Item(kind: .folder, size: 0, modified: modified, isReadable: isReadable))
    }

    /// Adds a file of `size` bytes at `path` (absolute), changed at `modified`.
    public func addFile(_ path: String, size: Int64 = 0, modified: Int = 0) {
        add(path, Item(kind: .file, size: size, modified: modified))
    }

    /// Adds a symbolic link at `path` pointing at `target` (absolute, or relative to the link's folder).
    public func addLink(_ path: String, to target: String) {
        add(path, Item(kind: .link, size: Int64(target.utf8.count), modified: 0, target: target))
    }

    /// Removes the entry at `path` and everything under it.
    public func remove(_ path: String) {
        let path = FilePath.normalized(path)
        contents.withLock { contents in
            let parent = FilePath.parent(of: path)
            contents.children[parent]?.removeAll { $0 == FilePath.lastComponent(of: path) }
            for key in contents.items.keys where key == path || key.hasPrefix(path + "/") {
                contents.items[key] = nil
                contents.children[key] = nil
            }
        }
    }

    /// The entries of the folder at `folder` (links on the way followed), in the order they were added.
    public func entries(of folder: String) async throws(FileSystemError) -> [DirectoryEntry] {
        let result: Result<[DirectoryEntry], FileSystemError> = contents.withLock { contents in
            let path: String
            switch Self.resolve(FilePath.normalized(folder), in: contents) {
            case .success(let resolved): path = resolved
            case .failure(let error): return .failure(error)
            }
            guard let item = contents.items[path] else { return .failure(FileSystemError(code: ENOENT)) }
            guard item.kind == .folder else { return .failure(FileSystemError(code: ENOTDIR)) }
            guard item.isReadable else { return .failure(FileSystemError(code: EACCES)) }
            return .success(
                (contents.children[path] ?? []).compactMap { name in
                    contents.items[FilePath.join(path, name)].map {
                        DirectoryEntry(name: name, kind: $0.kind, size: $0.size, modified: $0.modified)
                    }
                })
        }
        return try result.get()
    }

    /// The entry at `path` with links followed (a loop fails with ELOOP).
    public func entry(at path: String) async throws(FileSystemError) -> DirectoryEntry {
        let result: Result<DirectoryEntry, FileSystemError> = contents.withLock { contents in
            Self.resolve(FilePath.normalized(path), in: contents).flatMap { resolved in
                guard let item = contents.items[resolved] else { return .failure(FileSystemError(code: ENOENT)) }
                return .success(
                    DirectoryEntry(
                        name: FilePath.lastComponent(of: path), kind: item.kind, size: item.size,
                        modified: item.modified))
            }
        }
        return try result.get()
    }

    /// `path` with every link on the way followed (at most 16, else ELOOP); a missing part is ENOENT.
    private static func resolve(_ path: String, in contents: Contents) -> Result<String, FileSystemError> {
        var pending = path.split(separator: "/").map(String.init)
        var resolved = "/"
        var links = 0
        while !pending.isEmpty {
            let part = pending.removeFirst()
            let next = FilePath.join(resolved, part)
            guard let item = contents.items[next] else { return .failure(FileSystemError(code: ENOENT)) }
            guard let target = item.target else {
                resolved = next
                continue
            }
            links += 1
            guard links <= 16 else { return .failure(FileSystemError(code: ELOOP)) }
            let absolute = FilePath.resolved(target, in: resolved)
            pending = absolute.split(separator: "/").map(String.init) + pending
            resolved = "/"
        }
        return .success(resolved)
    }

    private func add(_ path: String, _ item: Item) {
        let path = FilePath.normalized(path)
        guard path != "/" else { return }
        let parent = FilePath.parent(of: path)
        if contents.withLock({ $0.items[parent] == nil }) { addFolder(parent) }
        contents.withLock { contents in
            if contents.items[path] == nil {
                contents.children[parent, default: []].append(FilePath.lastComponent(of: path))
            }
            contents.items[path] = item
            if item.kind == .folder, contents.children[path] == nil { contents.children[path] = [] }
        }
    }
}
