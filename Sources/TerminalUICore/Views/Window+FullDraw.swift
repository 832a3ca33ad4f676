extension Window {
    /// A fresh canvas holding every layer drawn in full, as laid out by the last render: the frame a
    /// first render of the same views would show, which an incrementally drawn `currentFrame` must
    /// equal. The window's own canvas, its damage and the views' display flags are left untouched,
    /// so incremental rendering goes on as if this draw never happened.
    package func drawnInFull() -> Canvas {
        let bounds = Rect(origin: .zero, size: size)
        var canvas = Canvas(size: size)
        canvas.clear(bounds, style: theme.normal)
        for layer in layers {
            Self.drawInFull(layer.root, origin: layer.root.frame.origin, clip: bounds, into: &canvas)
        }
        return canvas
    }

    /// Draws `view` (at `origin`, window coordinates) and its subviews inside `clip`, each over its
    /// visible frame cleared with its background style, as a full render pass does.
    private static func drawInFull(_ view: View, origin: Point, clip: Rect, into canvas: inout Canvas) {
        let frame = Rect(origin: origin, size: view.frame.size)
        let visible = frame.intersection(clip)
        guard !view.isHidden, visible.width > 0, visible.height > 0 else { return }
        canvas.withRegion(visible) { clipped in
            clipped.clear(Rect(origin: .zero, size: visible.size), style: view.backgroundStyle)
            let local = Rect(origin: Point(x: frame.x - visible.x, y: frame.y - visible.y), size: frame.size)
            clipped.withRegion(local) { viewCanvas in view.draw(into: &viewCanvas) }
        }
        for subview in view.subviews {
            let subOrigin = Point(x: origin.x + subview.frame.x, y: origin.y + subview.frame.y)
            drawInFull(subview, origin: subOrigin, clip: visible, into: &canvas)
        }
    }
}
