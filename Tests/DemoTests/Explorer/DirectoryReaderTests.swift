import Glibc
import ReCurses
import Testing

@testable import DemoKit

/// The directory reader on a real temporary folder tree.
@Suite("Directory reader")
struct DirectoryReaderTests {
    @Test func readsNamesKindsSizesAndTimesWithoutFollowingLinks() async throws {
        let fixture = try ExplorerFixture()
        try fixture.link("loop", to: ".")
        let entries = try await DirectoryReader.entries(of: fixture.root).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["README.md", "docs", "empty.log", "loop", "写真", "🎵 music"])
        #expect(entries.map(\.kind) == [.file, .folder, .file, .link, .folder, .folder])
        #expect(entries[0].size == 120)
        #expect(entries[0].modified == ExplorerFixture.stamp)
    }

    @Test func aMissingFolderIsReportedAsMissing() {
        #expect(throws: DirectoryReader.ReadError(code: ENOENT)) {
            try DirectoryReader.read("/nonexistent-explorer-path")
        }
        #expect(DirectoryReader.ReadError(code: ENOENT).isMissing)
        #expect(!DirectoryReader.ReadError(code: EACCES).isMissing)
    }

    @Test func sizesAndDatesAreWrittenPlainly() {
        let file = { DirectoryEntry(name: "f", kind: .file, size: $0, modified: 0) }
        #expect(ExplorerFormat.size(file(0)) == "0 B")
        #expect(ExplorerFormat.size(file(1_536)) == "1.5 KB")
        #expect(ExplorerFormat.size(file(20 * 1_048_576)) == "20 MB")
        #expect(ExplorerFormat.size(DirectoryEntry(name: "d", kind: .folder, size: 4096, modified: 0)) == "")
        #expect(ExplorerFormat.date(ExplorerFixture.stamp) == "2024-05-01 12:30")
    }
}
