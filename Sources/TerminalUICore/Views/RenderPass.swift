/// One incremental redraw of a window's layers into its persistent canvas.
///
/// Views are visited back to front, skipping branches where nothing changed and no damage reaches. A view is redrawn in full when it needs display, or clipped to
/// the rows of damaged regions it overlaps otherwise; whatever it redraws becomes damage for the views
/// visited after it (its subviews, later siblings, higher layers), so stacking stays correct.
@MainActor
struct RenderPass {
    /// Regions of the window already repainted (or exposed) during this pass.
    private(set) var damage: [Rect]
    let redrawsEverything: Bool
    private(set) var drawn = 0
    /// The region of the view being visited when it drew nothing over its cleared frame: blanks in
    /// its background style, where a subview in the same style needs no clearing of its own until
    /// something draws there (`drawnSinceClean` says what did).
    private var clean: (rect: Rect, style: Style, since: Int)?
    /// Every region drawn so far in this pass, in order.
    private var drawnRegions: [Rect]

    /// A pass starting from `damage`, kept in `buffer` (emptied first; hand it back with `finish()`).
    init(damage: [Rect], redrawsEverything: Bool, reusing buffer: inout [Rect], drawnBuffer: inout [Rect]) {
        self.damage = []
        drawnRegions = []
        swap(&drawnRegions, &drawnBuffer)
        drawnRegions.removeAll(keepingCapacity: true)
        swap(&self.damage, &buffer)
        self.damage.removeAll(keepingCapacity: true)
        for rect in damage where rect.width > 0 && rect.height > 0 { self.damage.append(rect) }
        self.redrawsEverything = redrawsEverything
    }

    /// Ends the pass: hands its damage buffer, emptied, back to `buffer` for the next pass to reuse.
    mutating func finish(into buffer: inout [Rect], drawnBuffer: inout [Rect]) {
        damage.removeAll(keepingCapacity: true)
        swap(&damage, &buffer)
        drawnRegions.removeAll(keepingCapacity: true)
        swap(&drawnRegions, &drawnBuffer)
    }

    mutating func render(_ view: View, origin: Point, clip: Rect, canvas: inout Canvas) {
        let frame = Rect(origin: origin, size: view.frame.size)
        if !view.pendingDamage.isEmpty {
            // Taken out while it is read, so emptying it keeps its buffer (no copy is left holding it).
            var pending: [Rect] = []
            swap(&pending, &view.pendingDamage)
            for local in pending {
                let moved = Rect(origin: Point(x: local.x + origin.x, y: local.y + origin.y), size: local.size)
                addDamage(moved.intersection(clip))
            }
            pending.removeAll(keepingCapacity: true)
            swap(&pending, &view.pendingDamage)
        }
        let visible = frame.intersection(clip)
        guard !view.isHidden, visible.width > 0, visible.height > 0 else {
            Self.discardPendingWork(in: view)
            return
        }
        let enclosingClean = clean
        var cleanInside: (rect: Rect, style: Style, since: Int)?
        if let region = regionToRedraw(view, visible: visible) {
            let style = view.backgroundStyle
            let alreadyClean = isClean(region, style: style)
            // The regions entered without `withRegion`'s closures: a closure made on the main actor
            // checks the executor each time it runs.
            let outer = canvas.enterRegion(region)
            if !alreadyClean { canvas.clear(Rect(origin: .zero, size: region.size), style: style) }
            let local = Rect(origin: Point(x: frame.x - region.x, y: frame.y - region.y), size: frame.size)
            let callsBefore = canvas.drawCalls
            let inner = canvas.enterRegion(local)
            view.draw(into: &canvas)
            canvas.leaveRegion(inner)
            let drewNothing = canvas.drawCalls == callsBefore
            canvas.leaveRegion(outer)
            view.drawCount += 1
            drawn += 1
            addDamage(region)
            if drewNothing {
                cleanInside = (region, style, drawnRegions.count)
            } else {
                drawnRegions.append(region)
            }
        }
        clean = cleanInside
        defer { clean = enclosingClean }
        view.needsDisplay = false
        view.subtreeNeedsDisplay = false
        for subview in view.subviews {
            let subOrigin = Point(x: origin.x + subview.frame.x, y: origin.y + subview.frame.y)
            let subFrame = Rect(origin: subOrigin, size: subview.frame.size).intersection(visible)
            guard redrawsEverything || subview.hasPendingDisplayWork || Self.any(of: damage, intersecting: subFrame)
            else { continue }
            render(subview, origin: subOrigin, clip: visible, canvas: &canvas)
        }
    }

    /// Whether `region` is blank in `style` already: inside the clean region of the view being
    /// visited, and not drawn over since it was cleared.
    private func isClean(_ region: Rect, style: Style) -> Bool {
        guard let clean, clean.style == style, clean.rect.intersection(region) == region else { return false }
        for index in clean.since..<drawnRegions.count where drawnRegions[index].intersects(region) { return false }
        return true
    }

    private func regionToRedraw(_ view: View, visible: Rect) -> Rect? {
        if redrawsEverything || view.needsDisplay { return visible }
        var region: Rect?
        for rect in damage {
            let overlap = rect.intersection(visible)
            guard overlap.width > 0, overlap.height > 0 else { continue }
            if let found = region { region = Self.union(found, overlap) } else { region = overlap }
        }
        // Whole rows of the view: its horizontal clip stays what a full redraw has, so text cut with
        // "…" at the clip edge and wide glyphs at the edges come out exactly the same.
        guard let region else { return nil }
        return Rect(x: visible.x, y: region.y, width: visible.width, height: region.height)
    }

    private mutating func addDamage(_ rect: Rect) {
        guard rect.width > 0, rect.height > 0, !Self.any(of: damage, containing: rect) else { return }
        damage.append(rect)
    }

    /// Whether one of `rects` intersects `rect`. Nonisolated, like `any(of:containing:)`, so that the
    /// loop pays no executor check (a closure made on the main actor does, each time it runs).
    private nonisolated static func any(of rects: [Rect], intersecting rect: Rect) -> Bool {
        for candidate in rects where candidate.intersects(rect) { return true }
        return false
    }

    /// Whether one of `rects` contains `rect` whole.
    private nonisolated static func any(of rects: [Rect], containing rect: Rect) -> Bool {
        for candidate in rects where candidate.intersection(rect) == rect { return true }
        return false
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX)
        let minY = min(a.minY, b.minY)
        let maxX = max(a.maxX, b.maxX)
        let maxY = max(a.maxY, b.maxY)
        return Rect(origin: Point(x: minX, y: minY), size: Size(width: maxX - minX, height: maxY - minY))
    }

    /// A hidden or clipped-away subtree draws nothing now; it is redrawn when an ancestor exposes it.
    private static func discardPendingWork(in view: View) {
        view.needsDisplay = false
        view.pendingDamage.removeAll(keepingCapacity: true)
        guard view.subtreeNeedsDisplay else { return }
        view.subtreeNeedsDisplay = false
        for subview in view.subviews where subview.hasPendingDisplayWork { discardPendingWork(in: subview) }
    }
}
