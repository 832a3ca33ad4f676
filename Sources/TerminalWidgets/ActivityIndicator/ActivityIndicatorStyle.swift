/// How an `ActivityIndicator` turns: the frames it cycles through and how long each one shows.
///
/// The frame shown is a function of the clock's time (`frameIndex(at:)`), so every indicator on
/// screen turns in step and a test on a virtual clock knows which frame it will see.
public struct ActivityIndicatorStyle: Sendable, Equatable {
    /// The glyphs shown in turn; each takes the width of the widest.
    public let frames: [String]
    /// How long each frame shows.
    public let interval: Duration

    /// The shortest interval a style keeps; shorter ones are lengthened to it.
    public static let minimumInterval = Duration.milliseconds(10)

    /// A style of `frames` (an empty list becomes one blank frame) shown `interval` each (at least
    /// `minimumInterval`).
    public init(frames: [String], interval: Duration) {
        self.frames = frames.isEmpty ? [" "] : frames
        self.interval = max(interval, Self.minimumInterval)
    }

    /// A braille dot turning round: `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`, 80 ms a frame.
    public static let braille = Self(
        frames: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"], interval: .milliseconds(80))

    /// A gap running round a braille block: `⣾⣽⣻⢿⡿⣟⣯⣷`, 80 ms a frame.
    public static let dots = Self(frames: ["⣾", "⣽", "⣻", "⢿", "⡿", "⣟", "⣯", "⣷"], interval: .milliseconds(80))

    /// A line turning in plain ASCII, for terminals without braille glyphs: `|/-\`, 130 ms a frame.
    public static let line = Self(frames: ["|", "/", "-", "\\"], interval: .milliseconds(130))

    /// The columns a frame takes: the widest frame's display width.
    public var width: Int { frames.map(\.displayWidth).max() ?? 0 }

    /// The frame shown when the clock reads `time`.
    public func frameIndex(at time: Duration) -> Int {
        Int(Self.ticks(of: interval, in: max(time, .zero)) % Int64(frames.count))
    }

    /// When the frame after the one shown at `time` starts.
    public func nextFrameTime(after time: Duration) -> Duration {
        let ticks = Self.ticks(of: interval, in: max(time, .zero))
        guard ticks < Int64.max / 2 else { return TerminalClock.maximumTime }
        return interval * (ticks + 1)
    }

    /// How many whole intervals fit in `time`.
    private static func ticks(of interval: Duration, in time: Duration) -> Int64 {
        let divided = time / interval
        return divided >= Double(Int64.max / 2) ? Int64.max / 2 : Int64(divided.rounded(.down))
    }
}
