import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT, SIGTERM and SIGHUP as requests for an orderly shutdown while a server runs: delivered on
/// the main queue (libdispatch's signal sources), the default actions back when it stops. SIGHUP is
/// one of them because a server started in the foreground gets it when its own terminal hangs up:
/// its clients' sessions must still end in order, each client's terminal restored.
@MainActor
package final class ShutdownSignals {
    /// The signals that shut the server down.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    private var sources: [any DispatchSourceSignal] = []

    /// Calls `handler` on the main actor when one of `signals` arrives.
    package init(_ handler: @escaping @MainActor () -> Void) {
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handler() } }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops listening and puts the default actions back.
    package func cancel() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
