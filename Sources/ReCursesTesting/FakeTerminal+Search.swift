import TerminalCore

extension FakeTerminal {
    /// The screen position of the first occurrence of `text` (searched row by row, left to right,
    /// cluster by cluster, never across rows), or nil when it is not on screen.
    public func position(of text: String) -> Point? {
        let needle = text.map(\.sanitizedForTerminal).filter { !$0.isEmpty }
        guard !needle.isEmpty else { return nil }
        for y in 0..<size.height {
            let glyphs = (0..<size.width).compactMap { x -> (x: Int, grapheme: String)? in
                let cell = cell(at: Point(x: x, y: y))
                return cell.isContinuation ? nil : (x, cell.grapheme)
            }
            guard glyphs.count >= needle.count else { continue }
            for start in 0...(glyphs.count - needle.count)
            where zip(needle, glyphs[start...]).allSatisfy({ $0 == $1.grapheme }) {
                return Point(x: glyphs[start].x, y: y)
            }
        }
        return nil
    }

    /// Whether `text` is somewhere on screen (within one row).
    public func contains(_ text: String) -> Bool {
        position(of: text) != nil
    }

    /// Clicks at `point`: a press and a release of `button` as SGR mouse reports, in one batch.
    public func click(at point: Point, button: MouseButton = .left) {
        feed(
            bytes: InputEncoder.bytes(for: .press(button, at: point))
                + InputEncoder.bytes(for: .release(button, at: point)))
    }

    /// Clicks on the first character of `text` if it is on screen; returns whether it was.
    @discardableResult
    public func click(on text: String, button: MouseButton = .left) -> Bool {
        guard let point = position(of: text) else { return false }
        click(at: point, button: button)
        return true
    }
}
