/// Where the window puts an overlay layer (a dialog, a menu) presented with `Window.presentOverlay`.
public enum OverlayPlacement {
    /// Covers the whole window.
    case fill
    /// Centred, at the overlay's `sizeThatFits(windowSize)` clamped to the window.
    case centered
    /// A fixed rectangle in window coordinates.
    case frame(Rect)
    /// A rectangle computed from the window size (recomputed on every resize).
    case custom(@MainActor (Size) -> Rect)

    @MainActor
    func frame(for view: View, in size: Size) -> Rect {
        switch self {
        case .fill:
            return Rect(origin: .zero, size: size)
        case .centered:
            let wanted = view.sizeThatFits(size)
            let width = min(max(wanted.width, 0), size.width)
            let height = min(max(wanted.height, 0), size.height)
            return Rect(
                origin: Point(x: (size.width - width) / 2, y: (size.height - height) / 2),
                size: Size(width: width, height: height))
        case .frame(let rect):
            return rect
        case .custom(let compute):
            return compute(size)
        }
    }
}
