import Foundation

/// Runs benchmarks. Throughput: one untimed warm-up run, then `runs` runs timed in the CPU time of
/// the calling thread (every throughput benchmark runs on the main thread; load from other processes
/// does not inflate it), each on a fresh fixture. Latency: one fixture, warm-up calls, then one
/// CPU-time sample per call. Quantities: once. Interleaved: pairs of blocks, one of each side.
@MainActor
struct BenchmarkRunner {
    /// Timed runs per throughput benchmark.
    var runs: Int

    /// Measures one benchmark; a benchmark of several quantities gives several results.
    func run(_ benchmark: Benchmark) -> [BenchmarkResult] {
        switch benchmark.kind {
        case .throughput(let operations, let prepare):
            prepare()()
            var seconds: [Double] = []
            for _ in 0..<max(runs, 1) {
                let body = prepare()
                let start = ThreadCPUClock.nanoseconds()
                body()
                seconds.append(Double(ThreadCPUClock.nanoseconds() - start) * 1e-9)
            }
            return [
                .throughput(suite: benchmark.suite, name: benchmark.name, operations: operations, runSeconds: seconds)
            ]
        case .latency(let samples, let warmUp, let prepare):
            return [
                latency(of: benchmark, samples: samples, warmUp: warmUp, TimedAndReset(timed: prepare(), reset: {}))
            ]
        case .latencyWithReset(let samples, let warmUp, let prepare):
            return [latency(of: benchmark, samples: samples, warmUp: warmUp, prepare())]
        case .interleaved(let interleaving):
            let (subject, reference) = interleaving.measure()
            return [
                .paired(
                    suite: benchmark.suite, name: benchmark.name, subjectSeconds: subject, referenceSeconds: reference,
                    operationsPerBlock: interleaving.operationsPerBlock)
            ]
        case .quantity(let unit, let measure):
            do {
                return [BenchmarkResult(suite: benchmark.suite, name: benchmark.name, unit: unit, value: try measure())]
            } catch {
                return [.failed(suite: benchmark.suite, name: benchmark.name, unit: unit, reason: "\(error)")]
            }
        case .quantities(let measure):
            do {
                return try measure().map { quantity in
                    BenchmarkResult(
                        suite: benchmark.suite, name: "\(benchmark.name): \(quantity.name)",
                        unit: quantity.unit, value: quantity.value)
                }
            } catch {
                return [.failed(suite: benchmark.suite, name: benchmark.name, unit: "", reason: "\(error)")]
            }
        }
    }
}

extension BenchmarkRunner {
    /// Times each of `samples` calls of `operations.timed` (after `warmUp` untimed calls), each
    /// followed by an untimed `operations.reset`.
    private func latency(of benchmark: Benchmark, samples: Int, warmUp: Int, _ operations: TimedAndReset)
        -> BenchmarkResult
    {
        for _ in 0..<warmUp {
            operations.timed()
            operations.reset()
        }
        var nanoseconds: [Double] = []
        var wallNanoseconds: [Double] = []
        nanoseconds.reserveCapacity(samples)
        wallNanoseconds.reserveCapacity(samples)
        for _ in 0..<samples {
            let wallStart = DispatchTime.now().uptimeNanoseconds
            let start = ThreadCPUClock.nanoseconds()
            operations.timed()
            nanoseconds.append(Double(ThreadCPUClock.nanoseconds() - start))
            wallNanoseconds.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart))
            operations.reset()
        }
        return .latency(
            suite: benchmark.suite, name: benchmark.name, samplesNanoseconds: nanoseconds,
            wallNanoseconds: wallNanoseconds)
    }
}

/// The CPU time the calling thread has used, which load from other processes does not inflate.
enum ThreadCPUClock {
    /// Nanoseconds of CPU time of the calling thread.
    static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
