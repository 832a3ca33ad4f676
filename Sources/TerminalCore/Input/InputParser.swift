/// Turns the bytes a terminal sends into events. It is incremental (bytes may be split anywhere
/// between calls), never stops on bad input (invalid UTF-8 becomes U+FFFD, unknown sequences are
/// swallowed whole) and keeps time only through the `now` values it is given, so tests can drive
/// it with a virtual clock.
///
/// Understood: UTF-8 text grouped into grapheme clusters; C0 controls as Ctrl keys (0x00 Ctrl-Space,
/// 0x08/0x7F Backspace, 0x09 Tab, 0x0A/0x0D Enter); CSI and SS3 keys in their xterm, rxvt,
/// tmux/screen and linux-console forms with modifiers; Alt as an ESC prefix; a lone ESC once
/// `escapeTimeout` has passed; bracketed paste as one `.paste` event; SGR 1006 (and legacy) mouse
/// reports; `ESC[code;mods u` keys. Replies to a backend's queries (cursor position, device
/// attributes) are kept apart from the events, for `takeReplies()`.
///
/// Printable text is grouped into grapheme clusters within one `feed`; a cluster whose scalars
/// arrive in different reads (which terminals do not do for a single key) is delivered as several
/// character keys. Nothing is ever held back waiting for a possible continuation of a character.
public struct InputParser: Sendable {
    /// The longest `escapeTimeout` accepted.
    public static let maximumEscapeTimeout: Duration = .milliseconds(50)

    /// How long an incomplete escape sequence (or a lone ESC) may wait for its next byte.
    public let escapeTimeout: Duration
    /// How long a bracketed paste may wait for its next byte before what arrived is delivered.
    public let pasteTimeout: Duration

    private var buffer: [UInt8] = []
    private var lastInput: Duration = .zero
    private var paste: PasteCollector?
    private var skippingSequence = false
    private var expectedPositionReports = 0
    private var replies: [TerminalReply] = []

    /// Creates a parser. `escapeTimeout` is clamped to 0…50 ms: longer, and Escape feels sluggish
    /// (ncurses waits a whole second); a terminal sends each key's sequence in one write, so its
    /// bytes arrive well within the default 25 ms. `pasteTimeout` is at least `escapeTimeout`.
    public init(escapeTimeout: Duration = .milliseconds(25), pasteTimeout: Duration = .seconds(2)) {
        let escape = min(max(escapeTimeout, .zero), Self.maximumEscapeTimeout)
        self.escapeTimeout = escape
        self.pasteTimeout = max(pasteTimeout, escape)
    }

    /// When `flush(at:)` should be called next to resolve waiting input, or nil when nothing waits.
    public var pendingDeadline: Duration? {
        if paste != nil { return lastInput + pasteTimeout }
        return buffer.isEmpty ? nil : lastInput + escapeTimeout
    }

    /// Whether bytes are waiting for more input (an incomplete sequence, a lone ESC or an open paste).
    public var hasPendingInput: Bool { paste != nil || !buffer.isEmpty }

    /// Makes the next `ESC[row;columnR` a cursor position reply instead of a modified F3 key: call
    /// it when writing `ESC[6n`. A device attributes reply (`ESC[?…c`) ends the wait, so a terminal
    /// that never answers the position query leaves no expectation behind when it is followed by `ESC[c`.
    public mutating func expectCursorPositionReport() {
        expectedPositionReports += 1
    }

    /// The replies to queries decoded since the last call, in order.
    public mutating func takeReplies() -> [TerminalReply] {
        defer { replies.removeAll() }
        return replies
    }

    /// Consumes `bytes` received at `now` and returns the events they complete, in order. Input
    /// that was already waiting past its deadline is resolved first, as if `flush` had been called.
    public mutating func feed<S: Sequence<UInt8>>(_ bytes: S, at now: Duration) -> [Event] {
        var events = resolveOverdue(at: now)
        let countBefore = buffer.count
        buffer.append(contentsOf: bytes)
        processAppended(since: countBefore, at: now, into: &events)
        return events
    }

    /// `feed(_:at:)` for bytes in an array, as the terminals read them: called from another module,
    /// the generic form runs unspecialized and looks up type metadata for every key.
    public mutating func feed(_ bytes: [UInt8], at now: Duration) -> [Event] {
        var events = resolveOverdue(at: now)
        let countBefore = buffer.count
        buffer.append(contentsOf: bytes)
        processAppended(since: countBefore, at: now, into: &events)
        return events
    }

    /// The events of input that was waiting past its deadline at `now` (none when nothing was).
    private mutating func resolveOverdue(at now: Duration) -> [Event] {
        guard let deadline = pendingDeadline, now >= deadline else { return [] }
        return process(atTimeout: true)
    }

    /// Decodes the buffer after bytes were appended to its first `countBefore`, received at `now`.
    private mutating func processAppended(since countBefore: Int, at now: Duration, into events: inout [Event]) {
        guard buffer.count > countBefore || !buffer.isEmpty else { return }
        if buffer.count > countBefore { lastInput = now }
        events += process(atTimeout: false)
    }

    /// Resolves waiting input whose deadline has passed at `now`: a lone ESC becomes Escape, an
    /// incomplete sequence is dropped, an unfinished paste is delivered. Returns nothing before then.
    public mutating func flush(at now: Duration) -> [Event] {
        guard let deadline = pendingDeadline, now >= deadline else { return [] }
        return process(atTimeout: true)
    }

    /// Decodes as much of the buffer as possible; with `atTimeout` everything left is resolved.
    private mutating func process(atTimeout: Bool) -> [Event] {
        var output = EventAccumulator()
        var index = 0
        while index < buffer.count || (atTimeout && paste != nil) {
            if var collector = paste {
                let (consumed, finished) = collector.collect(buffer, from: index, atTimeout: atTimeout)
                index += consumed
                if finished || atTimeout {
                    output.append(.paste(collector.text))
                    paste = nil
                    continue
                }
                paste = collector
                break
            }
            if skippingSequence {
                index += skipSequenceRest(from: index)
                continue
            }
            let result = Self.scan(buffer, at: index, atTimeout: atTimeout)
            guard case .token(let token, let length) = result else { break }
            index += max(1, length)
            switch token {
            case .event(let event): output.append(event)
            case .text(let scalar): output.append(scalar)
            case .ignored: break
            case .pasteStart: paste = PasteCollector()
            case .overlongSequence: skippingSequence = true
            case .reply(let reply):
                if reply == .deviceAttributes { expectedPositionReports = 0 }
                replies.append(reply)
            case .positionOrFunctionKey(let row, let column):
                if expectedPositionReports > 0 {
                    expectedPositionReports -= 1
                    replies.append(.cursorPosition(Point(x: max(0, column - 1), y: max(0, row - 1))))
                } else {
                    let modifiers = KeyModifiers(xtermParameter: column)
                    output.append(.key(Key(.function(3), modifiers: modifiers)))
                }
            }
        }
        buffer.removeFirst(min(index, buffer.count))
        return output.finish()
    }

    /// Drops the parameter bytes of an overlong sequence and its final byte; returns how many bytes
    /// were dropped. Skipping ends at the final byte or at any byte that cannot be part of a sequence.
    private mutating func skipSequenceRest(from index: Int) -> Int {
        var position = index
        while position < buffer.count, (0x20...0x3F).contains(buffer[position]) {
            position += 1
        }
        if position < buffer.count {
            skippingSequence = false
            if (0x40...0x7E).contains(buffer[position]) { position += 1 }
        }
        return position - index
    }

    /// Scans one token at `index`.
    static func scan(_ bytes: [UInt8], at index: Int, atTimeout: Bool) -> ScanResult {
        let byte = bytes[index]
        if byte == 0x1B { return EscapeScanner.scan(bytes, at: index, atTimeout: atTimeout) }
        if ControlKeys.isControl(byte) { return .key(ControlKeys.key(for: byte), length: 1) }
        switch UTF8Scanner.decode(bytes, at: index) {
        case .scalar(let scalar, let length):
            if (0x80..<0xA0).contains(scalar.value) { return .ignored(length: length) }
            return .token(.text(scalar), length: length)
        case .invalid(let length):
            return .token(.text(Unicode.Scalar(0xFFFD)!), length: length)
        case .incomplete:
            return atTimeout ? .token(.text(Unicode.Scalar(0xFFFD)!), length: bytes.count - index) : .incomplete
        }
    }
}
