import Glibc
import ReCurses
import Testing

@testable import DemoKit

/// A temporary folder tree on the real file system, removed when the test ends.
final class ExplorerFixture {
    /// The temporary folder holding the tree.
    let base: String
    /// The tree's root folder (`base/explorer-fixture`).
    let root: String

    /// The fixed time every entry is stamped with: 2024-05-01 12:30 UTC.
    static let stamp = 1_714_566_600

    /// A tree of folders and files with fixed names, sizes and times.
    init() throws {
        var template = Array("/tmp/explorer-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        base = String(cString: try #require(made))
        root = base + "/explorer-fixture"
        try folder("")
        try folder("docs")
        try file("docs/notes.txt", size: 1_536)
        try file("docs/report.pdf", size: 3 * 1_048_576)
        try folder("docs/drafts")
        try folder("写真")
        try file("写真/猫.jpg", size: 42)
        try folder("🎵 music")
        try file("🎵 music/song.mp3", size: 5_000_000)
        try file("README.md", size: 120)
        try file("empty.log", size: 0)
        for path in ["docs/drafts", "docs", "写真", "🎵 music", ""] { stampTime(path) }
    }

    deinit {
        chmod(path("locked"), 0o755)
        Self.remove(base)
    }

    /// The absolute path of `relative` inside the root.
    func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    /// Makes a folder.
    func folder(_ relative: String) throws {
        try #require(mkdir(path(relative), 0o755) == 0, "mkdir \(relative): \(errno)")
        stampTime(relative)
    }

    /// Makes a file of `size` bytes.
    func file(_ relative: String, size: Int) throws {
        let descriptor = open(path(relative), O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        try #require(ftruncate(descriptor, off_t(size)) == 0)
        close(descriptor)
        stampTime(relative)
    }

    /// Makes a symbolic link at `relative` pointing to `target`.
    func link(_ relative: String, to target: String) throws {
        try #require(symlink(target, path(relative)) == 0)
    }

    /// Stamps `relative` with the fixed time (links themselves are left alone).
    func stampTime(_ relative: String) {
        var times = [timespec(tv_sec: Self.stamp, tv_nsec: 0), timespec(tv_sec: Self.stamp, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path(relative), &times, AT_SYMLINK_NOFOLLOW)
    }

    /// Removes `path` and, for a folder, everything in it (links are removed, never followed).
    static func remove(_ path: String) {
        for entry in (try? DirectoryReader.read(path)) ?? [] {
            let child = DirectoryReader.path(of: entry.name, in: path)
            if entry.kind == .folder { remove(child) } else { unlink(child) }
        }
        rmdir(path)
    }

    /// Whether this process reads folders whatever their permissions say (root does).
    static var readsEverything: Bool { geteuid() == 0 }
}
