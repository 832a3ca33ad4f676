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
    /// and warm-up outside the region, then `samples` operations of a latency benchmark, or one body
    /// of a throughput benchmark, inside it. Returns how many operations the region performed.
    static func measure(_ benchmark: Benchmark, samples: Int) -> Int? {
        switch benchmark.kind {
        case .throughput(let operations, let prepare):
            prepare()()
            let body = prepare()
            run(body)
            return operations
        case .latency(_, let warmUp, let prepare):
            let operation = prepare()
            for _ in 0..<warmUp { operation() }
            run {
                for _ in 0..<samples { operation() }
            }
            return samples
        case .quantity, .quantities, .interleaved:
            return nil
        }
    }
}
