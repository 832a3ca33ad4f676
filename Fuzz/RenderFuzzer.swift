// libFuzzer entry point for rendering, compiled by `make fuzz-render` together with TerminalCore, the
// inline terminal's renderer, FakeTerminal's frame encoder and the xterm model (it is not part of the
// Swift package). Each input drives a short sequence of random frames (the input is the source of
// randomness: sizes, text of every glyph class, styles, rows moving, resizes, lines printed above an
// inline area), and after every frame:
// - the frame diff plus the inline renderer's bytes, played on the xterm model, show the frame in the
//   live area, whatever was printed above it;
// - the frame diff plus FakeTerminal's encoder show the frame on a full screen.
// A difference ends the run with the frame, what the terminal shows and the bytes written.

#if canImport(Glibc)
    import Glibc
#endif

/// The frames compared so far, printed when the fuzzer exits.
nonisolated(unsafe) private var framesCompared = 0
nonisolated(unsafe) private var reportRegistered = false

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRendering(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if !reportRegistered {
        reportRegistered = true
        atexit { print("render fuzzer: \(framesCompared) frames compared, 0 differences") }
    }
    var generator = FuzzInputGenerator(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let screen = RandomFrames.size(upTo: Size(width: 40, height: 12), using: &generator)
    let areaHeight = Int.random(in: 1...screen.height, using: &generator)
    var inline = InlineRun(screen: screen, areaHeight: areaHeight, depth: .trueColor)
    var fullScreen = FullScreenRun(screen: screen)
    let frames = RandomFrames(maximumChanges: 4)
    let frameCount = Int.random(in: 1...12, using: &generator)
    for _ in 0..<frameCount {
        switch Int.random(in: 0..<12, using: &generator) {
        case 0:
            let size = RandomFrames.size(upTo: Size(width: 40, height: 12), using: &generator)
            inline.resize(to: size)
            fullScreen.resize(to: size)
        case 1:
            inline.printAbove(RandomFrames.text(length: Int.random(in: 0...50, using: &generator), using: &generator))
        default:
            break
        }
        inline.present(frames.next(after: inline.frame, using: &generator))
        fullScreen.present(frames.next(after: fullScreen.frame, using: &generator))
        framesCompared += 2
    }
    return 0
}

/// Random numbers read from the fuzzer's input, eight bytes at a time, so that an input always replays
/// the same sequence; past its end a `SeededRandomGenerator` seeded by the input goes on (a source
/// that ran dry on zeros would stall `random(in:)`, which draws again until a value is unbiased).
struct FuzzInputGenerator: RandomNumberGenerator {
    let bytes: [UInt8]
    var offset = 0
    var afterInput: SeededRandomGenerator

    init(bytes: [UInt8]) {
        self.bytes = bytes
        afterInput = SeededRandomGenerator(seed: bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    }

    mutating func next() -> UInt64 {
        guard offset + 8 <= bytes.count else { return afterInput.next() }
        var value: UInt64 = 0
        for _ in 0..<8 {
            value = value << 8 | UInt64(bytes[offset])
            offset += 1
        }
        return value
    }
}

/// A live area drawn by `InlineRenderer` on an xterm model, below a shell's lines.
struct InlineRun {
    var renderer: InlineRenderer
    var model: TerminalEmulatorModel
    var frame: Canvas
    var presented: Canvas?
    var printed: [String] = []
    var bytes: [UInt8] = []

    init(screen: Size, areaHeight: Int, depth: ColorDepth) {
        model = TerminalEmulatorModel(width: screen.width, height: screen.height)
        model.printShellLines(["$ run"])
        renderer = InlineRenderer(height: areaHeight, screenSize: screen, depth: depth)
        frame = Canvas(size: renderer.size)
        play(renderer.reserve())
    }

    mutating func resize(to size: Size) {
        model.resize(width: size.width, height: size.height)
        play(renderer.resize(to: size))
        frame = RandomFrames.resized(frame, to: renderer.size)
        presented = nil
    }

    mutating func printAbove(_ text: String) {
        let line = String(text.prefix(while: { $0 != "\n" }))
        play(renderer.printAbove([StyledLine(line)]))
        printed.append(line)
    }

    mutating func present(_ next: Canvas) {
        frame = next
        play(renderer.draw(FrameDiff.runs(from: presented, to: next), cursor: .hidden))
        presented = next
        let areaTop = model.cursor.y - renderer.cursorRow
        let mismatches = ScreenConformance(colorDepth: renderer.depth)
            .mismatches(between: next, and: model, areaTop: areaTop)
        check(mismatches.isEmpty, "inline live area", mismatches, frame: next)
    }

    private mutating func play(_ output: [UInt8]) {
        bytes = output
        model.feed(output)
    }

    private func check(_ condition: Bool, _ what: String, _ mismatches: [ScreenConformance.Mismatch], frame: Canvas) {
        guard !condition else { return }
        reportDifference(what, mismatches, frame: frame, shown: model.lines, bytes: bytes)
    }
}

/// Frames encoded by `AnsiFrameEncoder` (what `FakeTerminal` counts) on a full-screen xterm model.
struct FullScreenRun {
    var encoder = AnsiFrameEncoder()
    var model: TerminalEmulatorModel
    var frame: Canvas
    var presented: Canvas?

    init(screen: Size) {
        model = TerminalEmulatorModel(width: screen.width, height: screen.height)
        frame = Canvas(size: screen)
    }

    mutating func resize(to size: Size) {
        model = TerminalEmulatorModel(width: size.width, height: size.height)
        encoder.invalidate()
        frame = RandomFrames.resized(frame, to: size)
        presented = nil
    }

    mutating func present(_ next: Canvas) {
        frame = next
        var output: [UInt8] = []
        var spans: [FrameUpdate.Span] = []
        let update = FrameDiff.update(from: presented, to: next, reusing: &spans)
        encoder.encode(update, cursor: .hidden, depth: .trueColor, screenSize: next.size, into: &output)
        model.feed(output)
        presented = next
        let mismatches = ScreenConformance(colorDepth: .trueColor).mismatches(between: next, and: model)
        if !mismatches.isEmpty {
            reportDifference("full-screen encoder", mismatches, frame: next, shown: model.lines, bytes: output)
        }
    }
}

/// Prints what differs and ends the run, so libFuzzer keeps the input.
func reportDifference(
    _ what: String, _ mismatches: [ScreenConformance.Mismatch], frame: Canvas, shown: [String], bytes: [UInt8]
) -> Never {
    print("render fuzzer: \(what) shows something else than the frame")
    print(mismatches.prefix(8).map(\.description).joined(separator: "\n"))
    print("frame:\n" + frame.lines.joined(separator: "\n"))
    print("terminal:\n" + shown.joined(separator: "\n"))
    print("bytes: " + String(decoding: bytes, as: UTF8.self).debugDescription)
    fatalError("rendering differs")
}
