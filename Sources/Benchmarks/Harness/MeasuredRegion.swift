import CMeasuredRegion

/// The region whose instructions callgrind counts: `body` runs inside `measured_region_run`, the one
/// function `make bench-instructions` toggles collection on (everything before and after it, such
/// as building fixtures and warming up, is not counted).
@MainActor
enum MeasuredRegion {
    /// Runs `body` inside the measured region.
    static func run(_ body: @MainActor () -> Void) {
        withoutActuallyEscaping(body) { body in
            var body = body
            withUnsafeMutablePointer(to: &body) { pointer in
                measured_region_run(
                    { context in
                        let address = UInt(bitPattern: context)
                        MainActor.assumeIsolated {
                            let pointer = UnsafeMutableRawPointer(bitPattern: address)!
                            pointer.assumingMemoryBound(to: (@MainActor () -> Void).self).pointee()
                        }
                    }, pointer)
            }
        }
    }

    /// Measures `benchmark` in this process (run under callgrind by `InstructionRunner`): its fixture
    /// and warm-up outside the region, then `samples` operations of a latency benchmark (each in a
    /// region of its own when an unmeasured reset follows it), or one body
    /// of a throughput benchmark, inside it; of an interleaved benchmark, the blocks of one `side`
    /// only (one body of a throughput-like side, `samples` operations in whole blocks of a
    /// keystroke-like one). Returns how many operations the region performed.
    static func measure(_ benchmark: Benchmark, samples: Int, side: InterleavedSide? = nil) -> Int? {
        guard let operations = operations(of: benchmark, samples: samples, side: side) else { return nil }
        switch benchmark.kind {
        case .throughput(_, let prepare):
            prepare()()
            let body = prepare()
            run(body)
        case .latency(_, let warmUp, let prepare):
            let operation = prepare()
            for _ in 0..<warmUp { operation() }
            run {
                for _ in 0..<samples { operation() }
            }
        case .latencyWithReset(_, let warmUp, let prepare):
            let operations = prepare()
            for _ in 0..<warmUp {
                operations.timed()
                operations.reset()
            }
            for _ in 0..<samples {
                run(operations.timed)
                operations.reset()
            }
        case .interleaved(let interleaving):
            let measured = side == .reference ? interleaving.reference : interleaving.subject
            var block = measured.prepare()
            for _ in 0..<interleaving.warmUpBlocks { block() }
            if interleaving.freshFixtures { block = measured.prepare() }
            let blocks = operations / interleaving.operationsPerBlock
            run {
                for _ in 0..<blocks { block() }
            }
        case .quantity, .quantities:
            return nil
        }
        return operations
    }

    /// How many operations `measure` counts for `benchmark` (nil when it cannot count it): an
    /// interleaved benchmark needs a `side`, and the others none.
    static func operations(of benchmark: Benchmark, samples: Int, side: InterleavedSide?) -> Int? {
        switch benchmark.kind {
        case .throughput(let operations, _): side == nil ? operations : nil
        case .latency, .latencyWithReset: side == nil ? samples : nil
        case .interleaved(let interleaving):
            side == nil
                ? nil
                : interleaving.freshFixtures
                    ? interleaving.operationsPerBlock
                    : max(1, samples / interleaving.operationsPerBlock) * interleaving.operationsPerBlock
        case .quantity, .quantities: nil
        }
    }
}
