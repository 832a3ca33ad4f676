import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// Calls a handler on the main actor whenever a descriptor has something to read: through the
/// main-thread loop when one is current, else through a read source on the main queue.
@MainActor
package final class ReadabilityWatch {
    private let descriptor: Int32
    private let closesDescriptor: Bool
    private var source: (any DispatchSourceRead)?
    private var loop: MainThreadLoop?
    private var loopWatch: Int?

    /// Starts watching `descriptor`; `closesDescriptor` closes it once the watch is cancelled.
    package init(descriptor: Int32, closesDescriptor: Bool, handler: @escaping @MainActor () -> Void) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
        if let loop = MainThreadLoop.current {
            self.loop = loop
            loopWatch = loop.watch(descriptor, handler: handler)
            return
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        if closesDescriptor { source.setCancelHandler { close(descriptor) } }
        source.resume()
        self.source = source
    }

    /// Stops watching (and closes the descriptor if asked to); safe to call more than once.
    package func cancel() {
        if let loop, let loopWatch {
            loop.unwatch(loopWatch)
            self.loopWatch = nil
            if closesDescriptor { close(descriptor) }
        }
        source?.cancel()
        source = nil
    }
}
