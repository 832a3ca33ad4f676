/// What a stopped `ActivityIndicator` shows in place of its turning glyph (when it is not hidden).
public enum ActivityIndicatorStoppedLook: Sendable, Equatable {
    /// The style's first frame, as if frozen (the default).
    case firstFrame
    /// A check mark, `✓`: the work is done.
    case finished
    /// A pause sign, `‖`: the work waits.
    case paused
    /// A glyph of your own (cut to the style's width).
    case glyph(String)

    /// The glyph shown for `style`.
    func glyph(for style: ActivityIndicatorStyle) -> String {
        switch self {
        case .firstFrame: style.frames[0]
        case .finished: "✓"
        case .paused: "‖"
        case .glyph(let glyph): glyph
        }
    }
}
