#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Saves large notes over and over, as fast as it can, through the Notes example's writer: what a
/// test kills with `kill -9` at random moments to show that every note file is always one whole
/// version. Each version's text can be checked on its own (`isWholeVersion(_:)`).
package enum NotesSaveLoop {
    /// How many notes the loop keeps saving.
    package static let noteCount = 3

    /// The file name of note `index`.
    package static func fileName(ofNote index: Int) -> String { "loop \(index) 写真 🎵.md" }

    /// Saves every note in `directory` in turn, version after version, forever; writes `saved` and a
    /// line break to standard output after the first round. Exits non-zero when a save fails.
    package static func run(directory: String) -> Never {
        do {
            try FileReader.makeFolder(directory)
        } catch {
            fail(error)
        }
        let writer = NoteWriter()
        var version = 0
        while true {
            for note in 0..<noteCount {
                do {
                    try writer.save(
                        text(note: note, version: version), to: directory + "/" + fileName(ofNote: note),
                        ticket: writer.ticket())
                } catch {
                    fail(error)
                }
            }
            if version == 0 {
                let line = Array("saved\n".utf8)
                _ = line.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            }
            version += 1
        }
    }

    /// The text of `version` of note `note`: a first line naming both, then lines that name them too,
    /// from 32 KB to about 1 MB in all, and a last line.
    package static func text(note: Int, version: Int) -> String {
        let lines = 500 + (version * 7_919 + note * 104_729) % 15_000
        let line = "\(version)-\(note): the quick brown fox jumps over the lazy dog 日本語 ✓\n"
        return "note \(note) version \(version) lines \(lines)\n" + String(repeating: line, count: lines)
            + "end of note \(note) version \(version)\n"
    }

    /// Whether `text` is exactly one whole version of a note (never a torn or empty one).
    package static func isWholeVersion(_ text: String) -> Bool {
        guard let firstLine = text.split(separator: "\n", maxSplits: 1).first else { return false }
        let words = firstLine.split(separator: " ")
        guard words.count == 6, words[0] == "note", let note = Int(words[1]), let version = Int(words[3]) else {
            return false
        }
        return text == self.text(note: note, version: version)
    }

    private static func fail(_ error: FileError) -> Never {
        let line = Array("recurses-demo: \(error)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(EXIT_FAILURE)
    }
}
