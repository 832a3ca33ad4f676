import TerminalCore

/// Random frames for checking that a terminal backend shows what was drawn: each frame is the last
/// one with a few random changes — text of every glyph class (ASCII, accented Latin, CJK, emoji,
/// ZWJ sequences, combining marks, flags, box drawing, glyphs whose width terminals disagree on)
/// written over whatever was there, filled and cleared rectangles, rows shifted up or down (which
/// a backend may send as scrolling), all in random colours and attributes, some linked (OSC 8).
public struct RandomFrames {
    /// The glyphs text is made of, by class: those of `ConformanceText`, and box drawing and blocks.
    public static let glyphClasses: [[String]] =
        ConformanceText.allCases.filter { $0 != .mixed }.map(\.graphemes) + [["─", "│", "┌", "┘", "█", "▒", "…", "•"]]

    /// The styles text is drawn in.
    public static let styles: [Style] = [
        .plain, .bold, .dim, .italic, .underlined, .reversed,
        Style(foreground: .red), Style(foreground: .brightCyan, background: .blue),
        Style(foreground: .palette(208), attributes: [.bold, .underline]),
        Style(background: .palette(236)), Style(foreground: .rgb(200, 120, 40), background: .rgb(10, 20, 30)),
        Style(foreground: .black, background: .white, attributes: .reverse),
        Style(background: .green, attributes: .underline),
        Style(foreground: .blue, attributes: .underline).linked(to: "https://example.com/a"),
        Style(foreground: .magenta, attributes: .italic).linked(to: "https://example.com/\u{1B}]8;;x\u{7}"),
    ]

    /// How many changes a frame gets, at most.
    public var maximumChanges: Int

    /// A source of frames making up to `maximumChanges` changes a frame.
    public init(maximumChanges: Int = 6) {
        self.maximumChanges = max(1, maximumChanges)
    }

    /// A random line of text, `length` glyphs long, drawn from one or several glyph classes.
    public static func text(length: Int, using generator: inout some RandomNumberGenerator) -> String {
        let mixed = Int.random(in: 0..<3, using: &generator) == 0
        var glyphClass = glyphClasses.randomElement(using: &generator) ?? []
        var text = ""
        for _ in 0..<max(0, length) {
            if mixed { glyphClass = glyphClasses.randomElement(using: &generator) ?? [] }
            text += glyphClass.randomElement(using: &generator) ?? " "
        }
        return text
    }

    /// `frame` with a few random changes.
    public func next(after frame: Canvas, using generator: inout some RandomNumberGenerator) -> Canvas {
        var next = frame
        let size = frame.size
        guard size.width > 0, size.height > 0 else { return next }
        for _ in 0..<Int.random(in: 1...maximumChanges, using: &generator) {
            let style = Self.styles.randomElement(using: &generator) ?? .plain
            let point = Point(
                x: Int.random(in: 0..<size.width, using: &generator),
                y: Int.random(in: 0..<size.height, using: &generator))
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<5:
                let length = Int.random(in: 1...max(1, size.width), using: &generator)
                next.put(Self.text(length: length, using: &generator), at: point, style: style)
            case 5:
                next.fill(randomRect(in: size, from: point, using: &generator), with: .blank(style: style))
            case 6:
                next.clear(randomRect(in: size, from: point, using: &generator), style: style)
            case 7, 8:
                next = Self.shiftingRows(of: next, by: Bool.random(using: &generator) ? 1 : -1, from: point.y)
            default:
                let row = Self.text(length: size.width, using: &generator)
                next.put(row, at: Point(x: 0, y: point.y), style: style)
            }
        }
        return next
    }

    /// A random size for a resize, from 1×1 up to `limit`.
    public static func size(upTo limit: Size, using generator: inout some RandomNumberGenerator) -> Size {
        Size(
            width: Int.random(in: 1...max(1, limit.width), using: &generator),
            height: Int.random(in: 1...max(1, limit.height), using: &generator))
    }

    /// `frame` resized to `size`, keeping what fits (as a view redrawn at a new size mostly does).
    public static func resized(_ frame: Canvas, to size: Size) -> Canvas {
        var resized = Canvas(size: size)
        for y in 0..<min(size.height, frame.size.height) {
            var x = 0
            while x < min(size.width, frame.size.width) {
                let cell = frame[x: x, y: y]
                if !cell.isContinuation, x + max(1, cell.width) <= size.width {
                    resized.set(cell, at: Point(x: x, y: y))
                }
                x += 1
            }
        }
        return resized
    }

    private func randomRect(in size: Size, from point: Point, using generator: inout some RandomNumberGenerator) -> Rect
    {
        Rect(
            x: point.x, y: point.y, width: Int.random(in: 1...(size.width - point.x), using: &generator),
            height: Int.random(in: 1...(size.height - point.y), using: &generator))
    }

    /// The rows from `first` down moved by `offset` (negative: up), the row left behind kept.
    private static func shiftingRows(of frame: Canvas, by offset: Int, from first: Int) -> Canvas {
        var shifted = frame
        for y in first..<frame.size.height where y - offset >= first && y - offset < frame.size.height {
            shifted.copyRow(y - offset, of: frame, to: y)
        }
        return shifted
    }
}
