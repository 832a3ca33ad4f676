import Testing

extension ConformanceReport {
    /// Records a test issue holding the mismatch's whole report (seed, step, steps, frames) when the
    /// run found a frame that differs from its full draw.
    public func expectConformance(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let mismatch else { return }
        Issue.record(Comment(rawValue: mismatch.report), sourceLocation: sourceLocation)
    }
}

extension ConformanceSummary {
    /// Records a test issue holding the first mismatch's whole report when the runs found one.
    public func expectConformance(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let mismatch else { return }
        Issue.record(Comment(rawValue: mismatch.report), sourceLocation: sourceLocation)
    }
}
