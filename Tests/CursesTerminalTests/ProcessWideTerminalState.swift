import Testing

/// The suites that install the process-wide terminal signal handlers (there is one set per process)
/// are nested here, so they run one after another and never alongside each other.
@Suite("Process-wide terminal state", .serialized)
enum ProcessWideTerminalState {}
