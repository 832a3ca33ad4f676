import Testing

@testable import DemoKit

@Suite("Notes data folder")
struct NotesDirectoryTests {
    @Test func xdgDataHomeComesFirstThenHome() {
        #expect(
            NotesDirectory.defaultPath(environment: ["XDG_DATA_HOME": "/data/", "HOME": "/home/ann"])
                == "/data/recurses-demo/notes")
        #expect(
            NotesDirectory.defaultPath(environment: ["HOME": "/home/ann"])
                == "/home/ann/.local/share/recurses-demo/notes")
    }

    @Test func aRelativeXdgDataHomeIsIgnoredAndNoHomeMeansNoFolder() {
        #expect(
            NotesDirectory.defaultPath(environment: ["XDG_DATA_HOME": "data", "HOME": "/root"])
                == "/root/.local/share/recurses-demo/notes")
        #expect(NotesDirectory.defaultPath(environment: [:]) == nil)
        #expect(NotesDirectory.defaultPath(environment: ["HOME": ""]) == nil)
    }
}
