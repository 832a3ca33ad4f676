/// What a conformance run did: how many steps it took and frames it compared, and the first
/// mismatch if any (the run stops there).
public struct ConformanceReport: Sendable, Equatable {
    /// The run's seed.
    public let seed: UInt64
    /// Steps performed.
    public let steps: Int
    /// Renders compared with a fresh full draw (the first frame and every step that rendered).
    public let framesCompared: Int
    /// The first frame that differed, nil when every frame conformed.
    public let mismatch: ConformanceMismatch?

    /// Whether every frame equalled its full draw.
    public var conforms: Bool { mismatch == nil }
}
