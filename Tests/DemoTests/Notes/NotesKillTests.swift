import Foundation
import ReCursesTesting
import Testing

@testable import DemoKit

/// `recurses-demo --save-notes-in-loop` saves large notes as fast as it can; it is killed with
/// SIGKILL at a different moment each time, and every note file must still be one whole version.
@Suite("Notes killed mid-save")
struct NotesKillTests {
    static let runs = 50

    /// The demo executable built beside the tests.
    static var demoExecutable: String? {
        guard let test = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        let path = URL(fileURLWithPath: test).deletingLastPathComponent().appendingPathComponent("recurses-demo").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The runs happen on a thread of their own: they wait on the child for seconds, which must not
    /// hold up the threads the other tests share.
    @Test func everyFileIsAWholeVersionAfterEveryKill() async throws {
        let executable = try #require(
            Self.demoExecutable, "recurses-demo is not built; run `swift build --build-tests`")
        let fixture = try NotesFixture()
        let directory = fixture.directory
        let outcome = await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: Self.killRepeatedly(executable, in: directory)) }.start()
        }
        #expect(outcome.problems == [])
        #expect(outcome.killedMidSave > 0, "no kill landed in the middle of a save")
        #expect(try NoteFolder.read(fixture.directory).count == NotesSaveLoop.noteCount)
        #expect(!fixture.names.contains(where: AtomicFileWriter.isTemporaryName), "reading removes the leftovers")
    }

    @Test func versionsCheckThemselves() {
        let text = NotesSaveLoop.text(note: 1, version: 7)
        #expect(NotesSaveLoop.isWholeVersion(text))
        #expect(!NotesSaveLoop.isWholeVersion(String(text.dropLast(10))))
        #expect(!NotesSaveLoop.isWholeVersion(""))
    }

    /// What the runs found: each problem, and how many kills left a temporary file behind (landed in
    /// the middle of a write; about 20 of 50 here).
    struct Outcome: Sendable {
        var problems: [String] = []
        var killedMidSave = 0
    }

    /// Starts the saver, kills it at a different moment each run and checks every note file.
    private static func killRepeatedly(_ executable: String, in directory: String) -> Outcome {
        var outcome = Outcome()
        for run in 0..<runs {
            // The leftovers of the run before go, so that each run's are counted on their own.
            for name in temporaryNames(in: directory) { unlink(directory + "/" + name) }
            guard let pid = try? startSaving(executable, in: directory) else {
                outcome.problems.append("run \(run): the saver did not start")
                return outcome
            }
            usleep(useconds_t(run * 997 % 30_000))
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            if status & 0x7F != SIGKILL { outcome.problems.append("run \(run): the saver stopped by itself") }
            if !temporaryNames(in: directory).isEmpty { outcome.killedMidSave += 1 }
            for note in 0..<NotesSaveLoop.noteCount {
                let name = NotesSaveLoop.fileName(ofNote: note)
                guard let bytes = try? FileReader.bytes(at: directory + "/" + name) else {
                    outcome.problems.append("run \(run): \(name) is missing")
                    continue
                }
                if !NotesSaveLoop.isWholeVersion(String(decoding: bytes, as: UTF8.self)) {
                    outcome.problems.append("run \(run): \(name) is torn (\(bytes.count) bytes)")
                }
            }
        }
        return outcome
    }

    /// The names of the temporary files in `directory`.
    private static func temporaryNames(in directory: String) -> [String] {
        ((try? FileReader.names(in: directory)) ?? []).map { String(decoding: $0, as: UTF8.self) }
            .filter(AtomicFileWriter.isTemporaryName)
    }

    /// Starts the saver and returns once it has saved every note once.
    private static func startSaving(_ executable: String, in directory: String) throws -> pid_t {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw ChildSpawn.Failure(code: errno) }
        defer { close(descriptors[0]) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let started = Result { () throws(ChildSpawn.Failure) in
            try ChildSpawn.start(
                [executable, "--save-notes-in-loop", directory], environment: ["LANG=C.UTF-8"], actions: &actions)
        }
        close(descriptors[1])
        let pid = try started.get()
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.last != 0x0A {
            let count = read(descriptors[0], &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else {
                kill(pid, SIGKILL)
                waitpid(pid, nil, 0)
                throw ChildSpawn.Failure(code: EPIPE)
            }
            line.append(byte)
        }
        return pid
    }
}
