import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM as requests for an orderly shutdown while a server runs: delivered on the main
/// queue (libdispatch's signal sources), the default actions back when it stops.
@MainActor
package final class ShutdownSignals {
    private var sources: [any DispatchSourceSignal] = []

    /// Calls `handler` on the main actor when SIGINT or SIGTERM arrives.
    package init(_ handler: @escaping @MainActor () -> Void) {
        for number in [SIGINT, SIGTERM] {
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
        for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    }
}
