import Glibc
import Testing

@testable import DemoKit

/// A temporary data folder on the real file system, removed when the test ends.
final class NotesFixture {
    /// The temporary folder holding the data folder.
    let base: String
    /// The data folder (`base/notes`), not made until a file is put in it or the screen opens it.
    let directory: String

    /// An empty temporary folder.
    init() throws {
        var template = Array("/tmp/notes-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        base = String(cString: try #require(made))
        directory = base + "/notes"
    }

    deinit {
        chmod(directory, 0o755)
        ExplorerFixture.remove(base)
    }

    /// The path of `name` in the data folder.
    func path(_ name: String) -> String { directory + "/" + name }

    /// Puts a file named `name` holding `bytes` in the data folder (making the folder).
    func put(_ name: String, _ bytes: [UInt8]) throws {
        mkdir(directory, 0o755)
        let descriptor = open(path(name), O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        try #require(descriptor >= 0, "open \(name): \(errno)")
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
    }

    /// Puts a note file named `name` holding `text`.
    func put(_ name: String, text: String) throws {
        try put(name, Array(text.utf8))
    }

    /// The bytes of `name` in the data folder, or nil when it cannot be read.
    func bytes(_ name: String) -> [UInt8]? {
        try? FileReader.bytes(at: path(name))
    }

    /// The text of `name` in the data folder, or nil when it cannot be read.
    func text(_ name: String) -> String? {
        bytes(name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the data folder, sorted.
    var names: [String] {
        ((try? FileReader.names(in: directory)) ?? []).map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    /// Whether this process writes into folders whatever their permissions say (root does).
    static var writesEverywhere: Bool { geteuid() == 0 }
}
