import ReCurses

/// The last frames an application presented, with what each cost; the oldest drop out.
@MainActor
final class FrameLog {
    private(set) var frames: [FrameFigures] = []
    let limit: Int

    init(limit: Int) {
        self.limit = max(limit, 1)
    }

    func append(_ frame: FrameFigures) {
        if frames.count >= limit { frames.removeFirst(frames.count - limit + 1) }
        frames.append(frame)
    }
}
