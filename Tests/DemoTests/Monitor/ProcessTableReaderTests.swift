import Foundation
import Testing

@testable import DemoKit

/// The `/proc` reader on a tree captured from a real machine, on edge cases of each file, and live.
@Suite("Process table reader")
struct ProcessTableReaderTests {
    private func snapshot() throws -> SystemSnapshot {
        let fixture = try MonitorFixture()
        defer { fixture.delete() }
        return fixture.reader.readSnapshot()
    }

    @Test func readsEveryCapturedProcess() throws {
        let snapshot = try snapshot()
        #expect(snapshot.processes.map(\.pid) == MonitorFixture.pids)
        let initProcess = try #require(snapshot.processes.first)
        #expect(initProcess.user == "root")
        #expect(initProcess.parentPID == 0)
        #expect(initProcess.threads == 14)
        #expect(initProcess.residentKiB == 17_472)
        #expect(initProcess.command.hasPrefix("/process_api --firecracker-init"))
    }

    @Test func aKernelThreadShowsItsNameInBrackets() throws {
        let kthreadd = try #require(try snapshot().processes.first { $0.pid == 2 })
        #expect(kthreadd.name == "kthreadd")
        #expect(kthreadd.command == "[kthreadd]")
        #expect(kthreadd.residentKiB == 0)
        #expect(kthreadd.state == "S")
    }

    @Test func aZombieKeepsItsParentAndState() throws {
        let zombie = try #require(try snapshot().processes.first { $0.pid == MonitorFixture.zombie })
        #expect(zombie.state == "Z")
        #expect(zombie.parentPID == MonitorFixture.parent)
        #expect(zombie.command == "[sleep]")
    }

    @Test func aNameWithParenthesesAndACommandWithANonUTF8ByteReadWhole() throws {
        let odd = try #require(try snapshot().processes.first { $0.pid == MonitorFixture.oddSleep })
        #expect(odd.name == "we(ird) na)me")
        #expect(odd.state == "S")
        #expect(odd.parentPID == 1)
        #expect(odd.command == "/tmp/mfx/we(ird) na)me --nap caf\u{FFFD} 300 1")
        #expect(odd.startTicks == 1_999_843)
    }

    @Test func readsTheSystemFigures() throws {
        let snapshot = try snapshot()
        #expect(snapshot.cpus.count == 2)
        #expect(snapshot.totalCPU.total == 3_083_495 + 257_541 + 622_597 + 24_352 + 2_385 + 3_122)
        #expect(snapshot.totalCPU.busy == snapshot.totalCPU.total - 622_597 - 24_352)
        #expect(snapshot.memory.totalKiB == 24_684_084)
        #expect(snapshot.memory.availableKiB > 0)
        #expect(snapshot.loadAverage == [9.06, 11.05, 9.99])
        #expect(snapshot.uptimeSeconds == 19_999.58)
    }

    @Test func theStatNameRunsToTheLastParenthesisAndMissingFieldsAreZero() {
        let stat = ProcFileParser.stat(Array("12 (a) (b)) R 7".utf8))
        #expect(stat?.name == "a) (b)")
        #expect(stat?.state == "R")
        #expect(stat?.parentPID == 7)
        #expect(stat?.cpuTicks == 0)
        #expect(ProcFileParser.stat(Array("garbage".utf8)) == nil)
        #expect(ProcFileParser.stat(Array("12 (x)".utf8)) == nil)
        #expect(ProcFileParser.stat([]) == nil)
    }

    @Test func unknownAndMissingLinesAreTolerated() {
        let stat = ProcFileParser.cpuTimes(
            Array("cpu 10 0 10 80\ncpu1 5 0 5 40\nnew_field 3\ncpu0 5 0 5 40 0 0 0 0 0 0 9 9\n".utf8))
        #expect(stat.total == CPUTimes(busy: 20, total: 100))
        #expect(stat.cpus == [CPUTimes(busy: 10, total: 50), CPUTimes(busy: 10, total: 50)])
        let memory = ProcFileParser.memory(Array("MemTotal: 1000 kB\nMemFree: 100 kB\nCached: 200 kB\nOdd line\n".utf8))
        #expect(memory == MemoryFigures(totalKiB: 1000, availableKiB: 300, swapTotalKiB: 0, swapFreeKiB: 0))
        #expect(ProcFileParser.loadAverage(Array("0.5".utf8)) == [0.5, 0, 0])
        #expect(ProcFileParser.uptime([]) == 0)
        #expect(ProcFileParser.status(Array("Uid:\nThreads: x\n".utf8)) == ProcFileParser.Status())
        #expect(
            ProcFileParser.userNames(Array("#c\nbad\n:x:5:5\nada:x:7:7::/:/bin/sh\nalias:x:7:7\n".utf8)) == [7: "ada"])
    }

    @Test func aProcessThatVanishesWhileReadIsLeftOut() throws {
        let fixture = try MonitorFixture()
        defer { fixture.delete() }
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("proc/28691/stat"))
        try FileManager.default.createDirectory(
            at: fixture.root.appendingPathComponent("proc/99999"), withIntermediateDirectories: true)
        let pids = fixture.reader.readSnapshot().processes.map(\.pid)
        #expect(pids == [1, 2, 28693, 28694])
    }

    @Test func aMissingRootReadsAsAnEmptySystem() {
        let snapshot = ProcessTableReader(root: "/nonexistent-monitor-root", fixedTime: (0, 0)).readSnapshot()
        #expect(snapshot.processes.isEmpty)
        #expect(snapshot.cpus.isEmpty)
    }

    @Test func theLiveReaderFindsThisProcessWithItsCommand() async throws {
        let snapshot = await ProcessTableReader.live.snapshot()
        let own = try #require(snapshot.processes.first { $0.pid == Int(getpid()) })
        #expect(own.command == CommandLine.arguments.joined(separator: " "))
        #expect(own.threads >= 1)
        #expect(own.user == (getpwuid(getuid()).map { String(cString: $0.pointee.pw_name) } ?? ""))
        #expect(snapshot.cpus.count >= 1)
        #expect(snapshot.memory.totalKiB > 0)
    }
}
