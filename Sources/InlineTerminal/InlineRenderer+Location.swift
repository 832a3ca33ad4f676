import TerminalCore

/// Where the live area is on the screen: mouse positions are screen positions, and the area may be
/// anywhere on it, so the renderer asks the terminal (a cursor position query) and follows its own
/// prints from there.
extension InlineRenderer {
    /// The bytes that ask where the cursor is (`ESC[6n`), fenced by a device attributes query
    /// (`ESC[c`) that every terminal answers after it. The reply, passed to `locate(_:)`, tells the
    /// area's screen row, so mouse positions can be mapped into the area.
    package mutating func queryPosition() -> [UInt8] {
        query = (layoutVersion, cursorRow)
        return Array("\u{1B}[6n\u{1B}[c".utf8)
    }

    /// Whether a position query is waiting for its reply.
    package var isLocating: Bool { query != nil }

    /// Takes a reply to `queryPosition()`: the cursor was at `position` on the screen when the query
    /// was read. Ignored when the area was reserved or printed above since (the reply no longer
    /// describes it) and when nothing was asked.
    package mutating func locate(_ position: Point) {
        guard let query else { return }
        self.query = nil
        guard query.version == layoutVersion else { return }
        areaTop = max(0, position.y - query.cursorRow)
    }

    /// Forgets a query the terminal did not answer (its device attributes reply came alone).
    package mutating func abandonQuery() {
        query = nil
    }

    /// A mouse event in screen coordinates mapped into the area, or nil when the area's place is
    /// unknown or a press or the wheel happened outside it. Drags and releases outside are clamped
    /// to the area's edge, so a widget that follows a drag sees where it ended.
    package func mapIntoArea(_ event: MouseEvent) -> MouseEvent? {
        guard let areaTop, size.height > 0 else { return nil }
        let point = event.position
        let y = point.y - areaTop
        let x = min(max(0, point.x), max(0, size.width - 1))
        switch event {
        case .drag, .release, .move:
            return event.moved(to: Point(x: x, y: min(max(0, y), size.height - 1)))
        default:
            guard (0..<size.height).contains(y), (0..<size.width).contains(point.x) else { return nil }
            return event.moved(to: Point(x: point.x, y: y))
        }
    }
}
