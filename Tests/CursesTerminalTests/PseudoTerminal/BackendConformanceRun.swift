import Foundation
import ReCursesTesting
import TerminalCore
import Testing

/// One seeded random sequence of frames through a backend, with resizes now and then; a frame the
/// terminal shows otherwise is recorded as an issue naming the backend, seed and frame.
///
/// `RECURSES_BACKEND_FRAMES` sets the frames per sequence and `RECURSES_BACKEND_SEEDS` the number of
/// sequences (a long run: `make conformance`); `RECURSES_BACKEND_SEED` replays the one seed a failure named.
@MainActor
enum BackendConformanceRun {
    /// Frames per sequence (60 unless `RECURSES_BACKEND_FRAMES` says otherwise).
    static var framesPerSequence: Int {
        ProcessInfo.processInfo.environment["RECURSES_BACKEND_FRAMES"].flatMap(Int.init) ?? 60
    }

    /// Whether frames or seeds were asked for (`make conformance`), rather than the bounded defaults.
    static var isLongRun: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["RECURSES_BACKEND_FRAMES"] != nil || environment["RECURSES_BACKEND_SEEDS"] != nil
    }

    /// The seeds of the sequences (4 unless `RECURSES_BACKEND_SEEDS` says otherwise).
    static var seeds: [UInt64] {
        if let seed = ProcessInfo.processInfo.environment["RECURSES_BACKEND_SEED"].flatMap(UInt64.init) {
            return [seed]
        }
        let count = ProcessInfo.processInfo.environment["RECURSES_BACKEND_SEEDS"].flatMap(Int.init) ?? 4
        return (0..<UInt64(max(1, count))).map { 0x5EED_0000 + $0 }
    }

    /// The sizes sequences start at, by seed; tiny ones included.
    private static let sizes = [
        Size(width: 30, height: 8), Size(width: 1, height: 1), Size(width: 2, height: 2),
        Size(width: 80, height: 24), Size(width: 7, height: 3),
    ]

    /// Runs `frames` frames from `seed` and returns how many were compared.
    static func run(backend: BackendConformanceRig.Backend, seed: UInt64, frames: Int) async throws -> Int {
        var generator = SeededRandomGenerator(seed: seed)
        let startSize = sizes[Int(seed % UInt64(sizes.count))]
        let rig = try BackendConformanceRig(backend, size: startSize)
        defer { rig.close() }
        let source = RandomFrames()
        var frame = Canvas(size: rig.size)
        var compared = 0
        var previous = (frame: frame, shown: rig.model.lines, bytes: [UInt8]())
        for index in 0..<frames {
            if Int.random(in: 0..<40, using: &generator) == 0 {
                let size = RandomFrames.size(upTo: Size(width: 90, height: 26), using: &generator)
                do {
                    try await rig.resize(to: size)
                } catch {
                    Issue.record("\(backend) seed \(seed) frame \(index): \(error)")
                    return compared
                }
                frame = RandomFrames.resized(frame, to: rig.size)
            }
            previous = (frame, rig.model.lines, rig.lastOutput)
            frame = source.next(after: frame, using: &generator)
            let mismatches = try rig.present(frame)
            compared += 1
            if !mismatches.isEmpty {
                Issue.record(
                    """
                    \(backend) seed \(seed) frame \(index) (\(rig.size.width)×\(rig.size.height)): \
                    \(mismatches.prefix(8).map(\.description).joined(separator: "; "))
                    frame:
                    \(frame.lines.joined(separator: "\n"))
                    terminal:
                    \(rig.model.lines.joined(separator: "\n"))
                    bytes: \(String(decoding: rig.lastOutput, as: UTF8.self).debugDescription)
                    the frame before:
                    \(previous.frame.lines.joined(separator: "\n"))
                    shown before:
                    \(previous.shown.joined(separator: "\n"))
                    its bytes: \(String(decoding: previous.bytes, as: UTF8.self).debugDescription)
                    """)
                return compared
            }
        }
        return compared
    }
}
