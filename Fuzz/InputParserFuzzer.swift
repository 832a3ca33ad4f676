// libFuzzer entry point for `InputParser`, compiled together with the parser's sources by `make fuzz`
// (it is not part of the Swift package). Every input is parsed three ways and checked:
// - nothing crashes, and after the final flush no byte is left pending;
// - feeding the bytes at once, one at a time, and in random chunks gives the same events (grapheme
//   clusters compared scalar by scalar: a cluster split across reads arrives as its scalars);
// - every event the parser produces that a terminal can send is encoded by `InputEncoder` into bytes
//   that parse back to exactly that event (a key release or repeat has no legacy encoding; the
//   seeds in Fuzz/seeds/kitty and kitty-repeat start the fuzzer on the kitty keyboard protocol's
//   keys, repeats, releases and replies).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let atOnce = parseAll(bytes, chunkSizes: [bytes.count])
    let oneByOne = parseAll(bytes, chunkSizes: [1])
    let seed = bytes.first.map { Int($0) % 7 + 2 } ?? 2
    let chunked = parseAll(bytes, chunkSizes: [seed, 1, seed * 3, 2])
    check(scalarwise(atOnce) == scalarwise(oneByOne), "one byte at a time differs", bytes)
    check(scalarwise(atOnce) == scalarwise(chunked), "chunked feeding differs", bytes)
    for event in atOnce {
        checkRoundTrip(event, bytes)
    }
    return 0
}

/// Feeds `bytes` in chunks cycling through `chunkSizes`, then lets every timeout pass.
private func parseAll(_ bytes: [UInt8], chunkSizes: [Int]) -> [Event] {
    var parser = InputParser()
    var events: [Event] = []
    var index = 0
    var step = 0
    while index < bytes.count {
        let length = max(1, chunkSizes[step % chunkSizes.count])
        events += parser.feed(bytes[index..<min(bytes.count, index + length)], at: .milliseconds(step))
        index += length
        step += 1
    }
    events += parser.flush(at: .seconds(3600))
    check(!parser.hasPendingInput && parser.pendingDeadline == nil, "bytes left pending after the final flush", bytes)
    return events
}

/// Character keys without modifiers split into one key per scalar; other events unchanged.
private func scalarwise(_ events: [Event]) -> [Event] {
    events.flatMap { event -> [Event] in
        guard case .key(let key) = event, key.modifiers.isEmpty, case .character(let character) = key.code else {
            return [event]
        }
        return character.unicodeScalars.map { .key(.character(Character($0))) }
    }
}

/// Re-encodes an event the parser produced and checks that it parses back to itself.
private func checkRoundTrip(_ event: Event, _ input: [UInt8]) {
    let encoded: [UInt8]?
    switch event {
    case .key(let key): encoded = InputEncoder.bytes(for: key)
    case .mouse(let mouse): encoded = InputEncoder.bytes(for: mouse)
    case .paste(let text): encoded = text.contains("\u{1B}[201~") ? nil : InputEncoder.bytes(forPaste: text)
    case .resize, .keyRelease, .keyRepeat, .terminalFocus: encoded = nil
    }
    guard let encoded else { return }
    var parser = InputParser()
    let parsed = parser.feed(encoded, at: .zero) + parser.flush(at: .seconds(3600))
    check(parsed == [event], "\(event) does not survive encoding as \(encoded)", input)
}

private func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: [UInt8]) {
    if !condition { fatalError("\(message()) — input \(input)") }
}
