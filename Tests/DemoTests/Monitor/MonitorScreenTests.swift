import Glibc
import ReCurses
import ReCursesTesting
import Testing

@testable import DemoKit

/// The Monitor on a copy of a captured `/proc`, refreshed by the virtual clock, with a fake signal sender.
@MainActor
@Suite("Monitor screen")
struct MonitorScreenTests {
    @Test func theFirstSnapshotFillsTheTableAndTheHeader() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        #expect(harness.screen.table.rows.map(\.id).sorted() == MonitorFixture.pids)
        #expect(harness.text.contains("Load 9.06 11.05 9.99"))
        #expect(harness.text.contains("Tasks 5: 0 running, 4 sleeping, 1 zombie"))
        #expect(harness.text.contains("cpu0"))
        #expect(harness.text.contains("[kthreadd]"))
        #expect(harness.text.contains("we(ird) na)me --nap"))
        #expect(harness.state.rows.contains { $0.process.command.contains("caf\u{FFFD} 300") })
        #expect(harness.driver.dispatchedActions.filter { $0 is MonitorRefreshed }.count == 1)
    }

    @Test func eachRefreshIsOneActionAndNothingIsReadWhileCovered() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        for _ in 0..<3 { await harness.refresh() }
        #expect(harness.state.refreshCount == 4)
        #expect(harness.driver.dispatchedActions.filter { $0 is MonitorRefreshed }.count == 4)
        harness.driver.navigation.push(Screen(title: "Cover"))
        for _ in 0..<3 { await harness.refresh() }
        #expect(harness.state.refreshCount == 4, "no read while hidden")
        harness.driver.navigation.pop()
        await harness.settle()
        await harness.refresh()
        #expect(harness.state.refreshCount == 6)
    }

    @Test func anIdleMonitorDrawsOneFrameARefreshAndNothingBetween() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        for _ in 0..<5 {
            let frames = harness.driver.framesPresented
            harness.driver.advanceClock(by: .milliseconds(500))
            await harness.settle()
            #expect(harness.driver.framesPresented == frames, "nothing between refreshes")
            harness.driver.advanceClock(by: .milliseconds(500))
            await harness.settle()
            #expect(harness.driver.framesPresented == frames + 1, "one frame a refresh")
        }
    }

    @Test func theCPUShareComesFromTwoSnapshots() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        try harness.fixture.work(MonitorFixture.parent, ticks: 50)
        await harness.refresh()
        let row = try #require(harness.state.rows.first)
        #expect(row.id == MonitorFixture.parent)
        // 50 busy ticks of each of 3 cpu lines' deltas: the total line gained 50 + 100 ticks.
        let share: Double = 50.0 * 100 / 150
        #expect(abs(row.cpuPercent - share) < 0.01)
        #expect(harness.state.cpuUsage == [share, share])
        #expect(harness.text.contains("33.3"))
    }

    @Test func theSelectionStaysOnItsProcessAcrossRefreshesAndSorts() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.select(MonitorFixture.zombie)
        try harness.fixture.work(MonitorFixture.oddSleep, ticks: 80)
        await harness.refresh()
        #expect(harness.state.rows.first?.id == MonitorFixture.oddSleep)
        #expect(harness.screen.table.selectedID == MonitorFixture.zombie)
        let y = try #require(harness.driver.lines.firstIndex { $0.contains("Command") })
        let line = harness.driver.lines[y]
        let x = try #require(line.range(of: "PID")).lowerBound.utf16Offset(in: line)
        harness.driver.click(at: Point(x: x, y: y))
        #expect(harness.state.sort == MonitorSort(column: .pid, isDescending: false))
        #expect(harness.state.rows.map(\.id) == MonitorFixture.pids)
        #expect(harness.screen.table.selectedID == MonitorFixture.zombie)
        #expect(harness.state.selectedPID == MonitorFixture.zombie)
    }

    @Test func aProcessThatExitsHandsTheSelectionToItsNeighbour() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.store.dispatch(SortMonitor(sort: MonitorSort(column: .pid, isDescending: false)))
        harness.select(MonitorFixture.oddSleep)
        try harness.fixture.remove(MonitorFixture.oddSleep)
        await harness.refresh()
        #expect(harness.state.selectedPID == MonitorFixture.parent, "the next one")
        harness.select(MonitorFixture.zombie)
        try harness.fixture.remove(MonitorFixture.zombie)
        await harness.refresh()
        #expect(harness.state.selectedPID == MonitorFixture.parent, "the one before, at the end")
        #expect(harness.screen.table.selectedID == MonitorFixture.parent)
        #expect(harness.text.contains("Tasks 3:"))
    }

    @Test func fastTypingInTheFilterCancelsEveryFilterButTheLast() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.driver.press(.character("/"))
        #expect(harness.driver.focusedView === harness.screen.filterField)
        harness.driver.type("sle")
        await harness.driver.settle()
        #expect(harness.screen.liveTasks.count == 1, "each key cancels the last filter")
        #expect(harness.screen.table.rows.count == 5, "no rows before the filter is done")
        harness.driver.advanceClock(by: MonitorScreen.filterDelay)
        await harness.settle()
        let applied = harness.driver.dispatchedActions.compactMap { $0 as? MonitorFilterApplied }
        #expect(applied.map(\.query) == ["sle"])
        #expect(harness.screen.table.rows.map(\.id) == [MonitorFixture.parent, MonitorFixture.zombie])
        harness.driver.type("x")
        await harness.driver.settle()
        harness.driver.advanceClock(by: .milliseconds(100))
        harness.driver.press(.backspace, .backspace)
        harness.driver.type("o")
        await harness.driver.settle()
        harness.driver.advanceClock(by: MonitorScreen.filterDelay)
        await harness.settle()
        let queries = harness.driver.dispatchedActions.compactMap { $0 as? MonitorFilterApplied }.map(\.query)
        #expect(queries == ["sle", "slo"])
        #expect(harness.screen.table.rows.isEmpty)
        #expect(harness.text.contains("no process matches “slo”"))
        harness.driver.press(.enter)
        #expect(harness.driver.focusedView === harness.screen.table)
    }

    @Test func theFilterMatchesTheUserAndHoldsAcrossRefreshes() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.driver.press(.character("/"))
        harness.driver.type("ROOT")
        await harness.driver.settle()
        harness.driver.advanceClock(by: MonitorScreen.filterDelay)
        await harness.settle()
        #expect(harness.screen.table.rows.count == 5)
        harness.screen.filterField.text = ""
        harness.driver.type("we(ird")
        await harness.driver.settle()
        harness.driver.advanceClock(by: MonitorScreen.filterDelay)
        await harness.settle()
        await harness.refresh()
        #expect(harness.screen.table.rows.map(\.id) == [MonitorFixture.oddSleep])
    }

    @Test func theTreeShowsProcessesByParentAndKeepsWhatIsCollapsed() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.driver.press(.character("t"))
        #expect(harness.state.showsTree)
        #expect(harness.screen.table.isHidden)
        #expect(harness.driver.focusedView === harness.screen.tree)
        #expect(harness.screen.tree.roots.map(\.id).sorted() == [1, 2])
        #expect(harness.screen.tree.rowCount == 5)
        harness.store.dispatch(ExpandMonitorProcesses(expandedPIDs: [1]))
        await harness.refresh()
        #expect(harness.state.collapsedPIDs == [MonitorFixture.parent])
        #expect(harness.screen.tree.rowCount == 4)
        #expect(!harness.text.contains("[sleep]"))
        harness.driver.press(.character("t"))
        #expect(harness.driver.focusedView === harness.screen.table)
    }

    @Test func stopAsksThenSendsSIGTERMThenOffersSIGKILL() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.select(MonitorFixture.oddSleep)
        harness.driver.press(.character("k"))
        #expect(harness.text.contains("Send SIGTERM to process 28691 (we(ird) na)me)?"))
        harness.driver.press(.enter)
        #expect(harness.signals.signals.isEmpty, "Enter answers Cancel")
        harness.driver.press(.character("k"))
        harness.driver.press(.character("y"))
        #expect(harness.signals.signals == [SIGTERM])
        #expect(harness.text.contains("Sent SIGTERM to process 28691"))
        harness.driver.advanceClock(by: MonitorScreen.stopCheckDelay)
        await harness.settle()
        #expect(harness.text.contains("ignored SIGTERM. Send SIGKILL?"))
        harness.driver.press(.character("y"))
        #expect(harness.signals.sent.map(\.pid) == [28691, 28691, 28691])
        #expect(harness.signals.signals == [SIGTERM, 0, SIGKILL])
        #expect(harness.text.contains("Sent SIGKILL to process 28691"))
    }

    @Test func aProcessThatStopsAfterSIGTERMIsReported() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.signals.results[0] = ESRCH
        harness.select(MonitorFixture.oddSleep)
        harness.driver.press(.character("k"), .character("y"))
        harness.driver.advanceClock(by: MonitorScreen.stopCheckDelay)
        await harness.settle()
        #expect(harness.text.contains("Process 28691 (we(ird) na)me) has stopped."))
        #expect(harness.signals.signals == [SIGTERM, 0])
    }

    @Test(arguments: [(EPERM, "Permission denied"), (ESRCH, "has already exited"), (EIO, "failed")])
    func aRefusedSignalIsReportedClearly(error: Int32, text: String) async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.signals.results[SIGTERM] = error
        harness.select(MonitorFixture.parent)
        harness.driver.press(.character("k"), .character("y"))
        #expect(harness.text.contains(text))
        harness.driver.press(.enter)
        #expect(harness.driver.application.isRunning)
        #expect(harness.state.message?.contains(text) == true)
        harness.driver.advanceClock(by: MonitorScreen.stopCheckDelay)
        await harness.settle()
        #expect(harness.signals.signals == [SIGTERM], "no SIGKILL is offered")
    }

    @Test func pid1AndTheMonitorItselfAreNeverSignalled() async throws {
        let harness = try await MonitorHarness(ownPID: MonitorFixture.parent)
        defer { harness.fixture.delete() }
        harness.select(1)
        harness.driver.press(.character("k"))
        #expect(harness.text.contains("Process 1 (process_api) starts and reaps every other process"))
        harness.driver.press(.enter)
        harness.select(MonitorFixture.parent)
        harness.driver.press(.character("k"))
        #expect(harness.text.contains("Process 28693 is this monitor: it does not stop itself."))
        harness.driver.press(.character("y"), .enter)
        #expect(harness.signals.sent.isEmpty)
    }

    @Test func stopWithNothingSelectedSaysSo() async throws {
        let harness = try await MonitorHarness()
        defer { harness.fixture.delete() }
        harness.driver.press(.character("/"))
        harness.driver.type("nothing matches this")
        await harness.driver.settle()
        harness.driver.advanceClock(by: MonitorScreen.filterDelay)
        await harness.settle()
        harness.driver.press(.enter, .character("k"))
        #expect(harness.state.selectedPID == nil)
        #expect(harness.text.contains("Select a process to stop first."))
        #expect(harness.signals.sent.isEmpty)
    }

    @Test(arguments: [Size(width: 100, height: 30), Size(width: 30, height: 8)])
    func goldenScreens(size: Size) async throws {
        let harness = try await MonitorHarness(size: size)
        defer { harness.fixture.delete() }
        harness.driver.expectScreen(named: "monitor-\(size.width)x\(size.height)-table")
        harness.driver.press(.character("t"))
        harness.driver.expectScreen(named: "monitor-\(size.width)x\(size.height)-tree")
    }

    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 2)])
    func tinySizesDrawWithoutCrashing(size: Size) async throws {
        let harness = try await MonitorHarness(size: size)
        defer { harness.fixture.delete() }
        harness.driver.press(.down, .character("t"), .character("s"), .character("/"), .character("a"), .enter)
        await harness.refresh()
        harness.driver.press(.character("k"), .escape)
        #expect(harness.driver.lines.count == size.height)
        #expect(harness.signals.sent.isEmpty)
    }

    @Test func theScreenOptionOpensTheMonitor() throws {
        let harness = try DemoHarness(arguments: ["--screen", "monitor"])
        #expect(harness.screen(MonitorScreen.self) != nil)
        #expect(DemoExample(name: "Monitor") == .monitor)
    }
}
