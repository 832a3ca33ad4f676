import CursesTerminal
import Foundation
import InlineTerminal
import ReCursesTesting
import TerminalCore

@testable import CursesTerminal

/// A real terminal backend drawing on a pseudo-terminal, with a model of xterm playing every byte it
/// writes: frames go through the application's `FramePresenter` (the frame diff) and the backend, and
/// `present` returns where the screen differs from the frame.
@MainActor
final class BackendConformanceRig {
    /// Which backend draws.
    enum Backend: String, CaseIterable, Sendable {
        /// ncurses with the `xterm-256color` description, full screen.
        case curses
        /// The inline terminal's live area, in 24-bit colour.
        case inline
    }

    let backend: Backend
    let pty: PseudoTerminalPair
    let terminal: any Terminal
    private(set) var model: TerminalEmulatorModel
    private let presenter = FramePresenter()
    private let conformance: ScreenConformance
    private(set) var events: [Event] = []
    /// What the backend wrote for the last frame.
    private(set) var lastOutput: [UInt8] = []
    /// The frames presented so far.
    private(set) var frameCount = 0

    /// Starts `backend` on a new pseudo-terminal of `size` (the inline area is as high as the screen).
    init(_ backend: Backend, size: Size) throws {
        self.backend = backend
        pty = try PseudoTerminalPair(rows: UInt16(size.height), columns: UInt16(size.width))
        switch backend {
        case .curses:
            terminal = CursesTerminal(
                options: CursesTerminalOptions(
                    noColor: false, ttyPath: pty.slavePath, suspendOnCtrlZ: false, terminalType: "xterm-256color",
                    trueColor: false))
            model = TerminalEmulatorModel(
                width: size.width, height: size.height, codePointWidth: { GlyphEncoding.libraryWidth($0) })
            conformance = ScreenConformance(colorDepth: .palette256, expectedGlyphs: Self.cursesGlyphs)
        case .inline:
            terminal = InlineTerminal(
                options: InlineTerminalOptions(
                    height: size.height, noColor: false, colorDepth: .trueColor, ttyPath: pty.slavePath,
                    suspendOnCtrlZ: false))
            model = TerminalEmulatorModel(width: size.width, height: size.height)
            conformance = ScreenConformance(colorDepth: .trueColor)
        }
        try terminal.start { [weak self] in self?.events += $0 }
        try playOutput()
    }

    /// Presents `frame` as the application would and returns where the screen shows something else.
    func present(_ frame: Canvas, cursor: CursorState = .hidden) throws -> [ScreenConformance.Mismatch] {
        presenter.present(frame, cursor: cursor, to: terminal)
        frameCount += 1
        try playOutput()
        return conformance.mismatches(between: frame, and: model, areaTop: areaTop)
    }

    /// Makes the pseudo-terminal `size` and waits until the backend has taken the resize in (it then
    /// repaints whole, as after any resize).
    func resize(to size: Size) async throws {
        events.removeAll()
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.master, UInt(TIOCSWINSZ), &window)
        model.resize(width: size.width, height: size.height)
        kill(getpid(), SIGWINCH)
        for _ in 0..<5_000 where !events.contains(where: { if case .resize = $0 { true } else { false } }) {
            try await Task.sleep(for: .milliseconds(2))
        }
        guard terminal.size.width == size.width else {
            throw ResizeNotTakenIn(size: size, terminalSize: terminal.size, events: events)
        }
        presenter.invalidate()
        try playOutput()
    }

    /// The screen row of the inline live area's top row (nil for a full-screen backend).
    private var areaTop: Int? {
        guard let inline = terminal as? InlineTerminal else { return nil }
        return model.cursor.y - (inline.cursorRowInLiveArea ?? 0)
    }

    /// The backend did not report a resize of the pseudo-terminal in time.
    struct ResizeNotTakenIn: Error {
        let size: Size
        let terminalSize: Size
        let events: [Event]
    }

    /// The terminal's size now.
    var size: Size { terminal.size }

    /// Stops the backend and closes the pseudo-terminal.
    func close() {
        terminal.stop()
        pty.close()
    }

    /// Plays what the backend wrote since the last call on the model, answering its queries.
    private func playOutput() throws {
        lastOutput = try pty.takeOutput()
        model.feed(lastOutput)
        let replies = model.takeReplies()
        if !replies.isEmpty { try pty.send(replies) }
    }

    /// What ncurses shows for a cell: `GlyphEncoding`'s cells for it (a glyph the C library measures
    /// otherwise than the frame becomes U+FFFD or its first glyph and a space; a flag its two letters).
    static func cursesGlyphs(of cell: Cell) -> [String] {
        let encoded = GlyphEncoding.cells(
            of: cell.grapheme, width: cell.width, limit: GlyphEncoding.cellLimit,
            terminalWidth: GlyphEncoding.libraryWidth)
        var glyphs = encoded.map { codePoints in
            String(String.UnicodeScalarView(codePoints.compactMap(Unicode.Scalar.init)))
        }
        if cell.isWide, glyphs.count == 1 { glyphs.append("") }
        return glyphs
    }
}
