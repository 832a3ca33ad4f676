import Foundation

/// The scripted SSH client of the `ssh/` benchmarks: a Python script (`Scripts/ssh-bench-client`)
/// run by the Python of a virtual environment that has asyncssh. It starts the server itself and
/// prints its figures as one JSON object.
struct SSHBenchClient {
    /// The Python to run the script with.
    let python: String
    /// The script.
    let script: String

    /// The client `make bench` sets up: `RECURSES_SSH_BENCH_PYTHON` and `RECURSES_SSH_BENCH_CLIENT`;
    /// nil when either is missing.
    static func fromEnvironment() -> SSHBenchClient? {
        let environment = ProcessInfo.processInfo.environment
        guard let python = environment["RECURSES_SSH_BENCH_PYTHON"], access(python, X_OK) == 0,
            let script = environment["RECURSES_SSH_BENCH_CLIENT"], access(script, R_OK) == 0
        else { return nil }
        return SSHBenchClient(python: python, script: script)
    }

    /// The `recurses-demo` to serve: `RECURSES_DEMO` (make bench points it at the static release
    /// build), else the one beside this executable.
    static var demoPath: String {
        if let path = ProcessInfo.processInfo.environment["RECURSES_DEMO"], !path.isEmpty { return path }
        return URL(fileURLWithPath: ChildSpawner.ownExecutable).deletingLastPathComponent()
            .appendingPathComponent("recurses-demo").path
    }

    /// Runs the client against `demo` with `sessions` sessions; its figures by name.
    func run(demo: String, sessions: Int) throws -> [String: Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, demo, "--sessions", String(sessions)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PtyFailure("the SSH bench client exited with status \(process.terminationStatus)")
        }
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PtyFailure("the SSH bench client printed no figures")
        }
        return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }
}
