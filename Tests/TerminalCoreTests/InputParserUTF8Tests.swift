import ReCursesTesting
import TerminalCore
import Testing

private let replacement: Event = char("\u{FFFD}")

@Suite("Input parser: UTF-8")
struct InputParserUTF8Tests {
    @Test(
        arguments: [
            ([0xC0, 0xAF], 2),  // overlong '/'
            ([0xE0, 0x80, 0xAF], 3),  // overlong, three bytes
            ([0xF0, 0x80, 0x80, 0xAF], 4),  // overlong, four bytes
            ([0xED, 0xA0, 0x80], 3),  // UTF-16 surrogate
            ([0xF4, 0x90, 0x80, 0x80], 4),  // above U+10FFFF
            ([0x80], 1), ([0xBF, 0x80], 2),  // stray continuation bytes
            ([0xFE], 1), ([0xFF, 0xF8], 2),  // never valid
            ([0xE2, 0x82], 1),  // truncated, then a valid key
            ([0xF0, 0x9F, 0x98], 1),
            ([0xC3], 1),
        ] as [([UInt8], Int)])
    func invalidBytesBecomeReplacementsAndParsingGoesOn(_ bytes: [UInt8], _ replacements: Int) {
        let expected = Array(repeating: replacement, count: replacements) + [char("a"), key(.up), char("é")]
        let input = bytes + Array("a\u{1B}[Aé".utf8)
        #expect(parse(input) == expected)
        #expect(parse(input, chunk: 1) == expected)
    }

    @Test func truncatedSequenceAtEndWaitsThenBecomesOneReplacement() {
        var parser = InputParser()
        #expect(parser.feed([0xE2, 0x82], at: .zero).isEmpty)
        #expect(parser.pendingDeadline == .milliseconds(25))
        #expect(parser.feed([0xAC], at: .milliseconds(5)) == [char("€")])
        #expect(parser.feed([0xE2, 0x82], at: .milliseconds(10)).isEmpty)
        #expect(parser.flush(at: .milliseconds(35)) == [replacement])
        #expect(parser.pendingDeadline == nil)
    }

    @Test func matchesTheStandardLibraryDecoderOnRandomBytes() {
        var random = SeededRandomGenerator(seed: 7)
        for _ in 0..<300 {
            let count = Int.random(in: 1...40, using: &random)
            let bytes = (0..<count).map { _ -> UInt8 in
                let value = UInt8.random(in: 0...255, using: &random)
                return value < 0x20 ? value + 0x40 : (value == 0x7F ? 0x3F : value)
            }
            let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.filter {
                !(0x80..<0xA0).contains($0.value)
            }
            let events = parse(bytes, chunk: Int.random(in: 1...5, using: &random))
            let scalars = events.flatMap { event -> [Unicode.Scalar] in
                guard case .key(let key) = event, let character = key.insertableCharacter else { return [] }
                return Array(character.unicodeScalars)
            }
            #expect(scalars == Array(expected), "\(bytes)")
        }
    }

    @Test func c1ControlsEncodedInUTF8AreDropped() {
        #expect(parse([0x61, 0xC2, 0x9B, 0x62]) == [char("a"), char("b")])
    }
}
