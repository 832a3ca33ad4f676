import Foundation

@testable import DemoKit

/// A copy, in a temporary folder, of the `/proc` tree captured from a real machine (under
/// `Fixtures/`): init (1), kthreadd (2), a `sleep` started through a symlink named `we(ird) na)me`
/// with a space-separated argv holding a 0xFF byte (28691), a `sleep` (28693) and its unreaped
/// child, a zombie (28694); with `/proc/stat`, `meminfo`, `loadavg`, `uptime` and a small `passwd`.
/// Tests change the copy to make processes work or exit.
struct MonitorFixture {
    /// The captured tree.
    static let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The boot time in the captured `/proc/stat` (its `btime`) plus the captured uptime: when it was taken.
    static let takenAt = 1_795_474_173 + 19_999
    /// The PIDs captured.
    static let pids = [1, 2, 28691, 28693, 28694]
    /// The `sleep` with the odd name.
    static let oddSleep = 28691
    /// The zombie's parent.
    static let parent = 28693
    /// The zombie.
    static let zombie = 28694

    /// The copy's root (holding `proc/` and `etc/`).
    let root: URL

    /// Copies the captured tree.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("monitor-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.source, to: root)
    }

    /// A reader of the copy, at a fixed time in UTC.
    var reader: ProcessTableReader {
        ProcessTableReader(root: root.path, fixedTime: (Self.takenAt, 0))
    }

    /// The process `pid` exits: its folder goes.
    func remove(_ pid: Int) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent("proc/\(pid)"))
    }

    /// Adds `ticks` of user time to process `pid` and of busy time to every processor's line.
    func work(_ pid: Int, ticks: Int) throws {
        try edit("proc/\(pid)/stat") { text in
            let close = text.range(of: ")", options: .backwards)!.upperBound
            var fields = text[close...].split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            fields[12] = String(Int(fields[12])! + ticks)  // utime: field 14, after the leading empty field
            return String(text[..<close]) + fields.joined(separator: " ")
        }
        try edit("proc/stat") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                guard line.hasPrefix("cpu") else { return String(line) }
                var fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                fields[1] = String(Int(fields[1])! + ticks)  // user
                fields[4] = String(Int(fields[4])! + 100)  // idle
                return fields.joined(separator: " ")
            }.joined(separator: "\n")
        }
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let url = root.appendingPathComponent(path)
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        try Data(change(text).utf8).write(to: url)
    }

    /// Removes the copy.
    func delete() {
        try? FileManager.default.removeItem(at: root)
    }
}
