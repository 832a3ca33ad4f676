import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// A golden screen stored beside a test, in `__Screens__/<name>.txt`: compared with what a driver
/// shows, and written (atomically) when recording.
struct GoldenScreenFile {
    /// What a comparison came to.
    enum Outcome: Equatable {
        /// The file holds the same screen.
        case matched
        /// The file was written; the message says what and where.
        case recorded(String)
        /// The screen is missing, different or unreadable, or the name is not a file name.
        case failed(String)
    }

    /// The folder, beside the tests, that holds the golden screens.
    static let folderName = "__Screens__"
    /// How to record, as the messages say it: what works in any package.
    static let recordCommand = "RECORD_SCREENS=1 swift test"

    let name: String
    let path: String

    /// The file for `name` beside the test file at `testFilePath`; nil when `name` is no plain file name.
    init?(name: String, besideTestFile testFilePath: String) {
        guard Self.isPlainFileName(name) else { return nil }
        let directory = Self.directory(of: testFilePath)
        self.name = name
        path = (directory.isEmpty ? "" : directory + "/") + Self.folderName + "/" + name + ".txt"
    }

    /// Compares `actual` with the file; records it when `recording` says so and it is missing or different.
    func check(_ actual: ScreenSnapshot, recording: GoldenScreenRecording) -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            if recording.records { return record(actual, reason: "new") }
            return .failed(missingMessage(actual, recording: recording))
        }
        let fileText = String(decoding: data, as: UTF8.self)
        let expected: ScreenSnapshot
        do {
            expected = try GoldenScreenFormat.snapshot(from: fileText)
        } catch {
            if recording.records { return record(actual, reason: "its file could not be read") }
            return .failed(
                "The golden screen \(path) cannot be read (\(error)). Record it again with "
                    + "`\(Self.recordCommand)`.")
        }
        let difference = ScreenDifference(expected: expected, actual: actual)
        if difference.isEmpty { return .matched }
        if recording.records { return record(actual, reason: "\(difference.cells.count) of its cells changed") }
        return .failed(
            """
            Screen "\(name)" differs from \(path):
            \(difference.report())

            Expected:
            \(fileText)
            Actual:
            \(GoldenScreenFormat.text(of: actual))
            If the new screen is right, record it with `\(Self.recordCommand)` and review the file's diff.
            """)
    }

    /// The directory part of `path` (what precedes its last `/`; "/" for a file at the root, empty
    /// for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Writes `snapshot` to a temporary file beside the golden file, then renames it into place.
    private func record(_ snapshot: ScreenSnapshot, reason: String) -> Outcome {
        let directory = Self.directory(of: path)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(GoldenScreenFormat.text(of: snapshot).utf8).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return .failed("Could not record the golden screen \"\(name)\" to \(path): \(error)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return .failed("Could not record the golden screen \"\(name)\" to \(path): \(reason)")
        }
        return .recorded("Recorded the golden screen \"\(name)\" (\(reason)) to \(path): review it and commit it.")
    }

    private func missingMessage(_ actual: ScreenSnapshot, recording: GoldenScreenRecording) -> String {
        var message = "No golden screen \"\(name)\" at \(path). "
        if recording.isRequested && recording.isCI {
            message += "RECORD_SCREENS is ignored on CI: record it locally with `\(Self.recordCommand)`, "
        } else {
            message += "Record it with `\(Self.recordCommand)` (`--filter` picks the tests), "
        }
        return message + "check it and commit it.\nActual:\n" + GoldenScreenFormat.text(of: actual)
    }

    /// Whether `name` can be a file name on its own: not empty, no path separator, no leading dot,
    /// no control character.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.unicodeScalars.count <= 200
            && !name.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }
}
