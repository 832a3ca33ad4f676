import ReCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stopping the selected process: SIGTERM after a confirmation, then SIGKILL if it still runs a
/// few seconds later. PID 1 and the monitor itself are refused; a process that is gone or not ours
/// to signal gets a clear message.
extension MonitorScreen {
    /// Asks to stop the selected process (or says why it will not).
    func stopSelectedProcess() {
        guard let row = selectedRow else {
            actions.dispatch(ShowMonitorMessage(message: "Select a process to stop first."))
            return
        }
        if row.id == environment.ownPID {
            report("Process \(row.id) is this monitor: it does not stop itself.", title: "Not stopped")
            return
        }
        if row.id == 1 {
            report(
                "Process 1 (\(row.process.name)) starts and reaps every other process: the monitor never stops it.",
                title: "Not stopped")
            return
        }
        navigation?.confirm(
            title: "Stop process", message: "Send SIGTERM to \(Self.describe(row))?", confirmTitle: "Stop",
            cancelTitle: "Cancel", isDestructive: true
        ) { [weak self] confirmed in
            if confirmed { self?.send(SIGTERM, named: "SIGTERM", to: row) }
        }
    }

    /// Sends `signal` to `row`'s process and reports what came of it; after SIGTERM, looks again
    /// in `stopCheckDelay`.
    func send(_ signal: Int32, named name: String, to row: ProcessRow) {
        switch environment.sendSignal(row.id, signal) {
        case 0:
            actions.dispatch(ShowMonitorMessage(message: "Sent \(name) to \(Self.describe(row))."))
            if signal == SIGTERM { after(Self.stopCheckDelay) { [weak self] in self?.offerKill(row) } }
        case EPERM:
            report(
                "Permission denied: \(Self.describe(row)) belongs to \(row.process.user).",
                title: "Permission denied")
        case ESRCH:
            report("\(Self.describe(row).capitalizedFirst) has already exited.", title: "No such process")
        case let code:
            report("\(name) to \(Self.describe(row)) failed: \(String(cString: strerror(code))).", title: "Not sent")
        }
    }

    /// Offers SIGKILL when `row`'s process still runs after SIGTERM.
    private func offerKill(_ row: ProcessRow) {
        let isZombie = state.processes.first { $0.id == row.id }?.process.state == "Z"
        guard environment.sendSignal(row.id, 0) == 0, !isZombie else {
            actions.dispatch(ShowMonitorMessage(message: "\(Self.describe(row).capitalizedFirst) has stopped."))
            return
        }
        navigation?.confirm(
            title: "Still running", message: "\(Self.describe(row).capitalizedFirst) ignored SIGTERM. Send SIGKILL?",
            confirmTitle: "Kill", cancelTitle: "Cancel", isDestructive: true
        ) { [weak self] confirmed in
            if confirmed { self?.send(SIGKILL, named: "SIGKILL", to: row) }
        }
    }

    /// Shows `message` under the table and in an alert.
    private func report(_ message: String, title: String) {
        actions.dispatch(ShowMonitorMessage(message: message))
        navigation?.alert(title: title, message: message)
    }

    /// `process 1234 (sleep)`.
    static func describe(_ row: ProcessRow) -> String {
        "process \(row.id) (\(row.process.name))"
    }
}

extension String {
    /// The same text with its first letter in upper case.
    fileprivate var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
