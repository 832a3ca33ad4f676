import Testing

@testable import TerminalWidgets

@Suite struct MarkdownParserTests {
    func blocks(_ text: String) -> [MarkdownBlock] { MarkdownDocument(parsing: text).blocks }

    @Test func headings() {
        #expect(
            blocks("# One\n### Three ###\n####### seven") == [
                .heading(level: 1, [MarkdownSpan("One")]), .heading(level: 3, [MarkdownSpan("Three")]),
                .paragraph([MarkdownSpan("####### seven")]),
            ])
        #expect(
            blocks("Title\n===\nSub\n---") == [
                .heading(level: 1, [MarkdownSpan("Title")]), .heading(level: 2, [MarkdownSpan("Sub")]),
            ])
        #expect(blocks("#nospace") == [.paragraph([MarkdownSpan("#nospace")])])
    }

    @Test func emphasisCodeAndEscapes() {
        let spans = MarkdownInlineParser.parse("a **b** *c* `d*e` _f_ snake_case \\*g\\* ***h***")
        #expect(
            spans == [
                MarkdownSpan("a "), MarkdownSpan("b", emphasis: .strong), MarkdownSpan(" "),
                MarkdownSpan("c", emphasis: .italic), MarkdownSpan(" "), MarkdownSpan("d*e", emphasis: .code),
                MarkdownSpan(" "), MarkdownSpan("f", emphasis: .italic), MarkdownSpan(" snake_case *g* "),
                MarkdownSpan("h", emphasis: [.strong, .italic]),
            ])
        #expect(MarkdownInlineParser.parse("**open and `` unclosed") == [MarkdownSpan("**open and `` unclosed")])
    }

    @Test func links() {
        #expect(
            MarkdownInlineParser.parse("see [the **guide**](https://x.y/g \"Title\") or <https://x.y>") == [
                MarkdownSpan("see "), MarkdownSpan("the ", link: "https://x.y/g"),
                MarkdownSpan("guide", emphasis: .strong, link: "https://x.y/g"), MarkdownSpan(" or "),
                MarkdownSpan("https://x.y", link: "https://x.y"),
            ])
        #expect(MarkdownInlineParser.parse("[not a link] (x) [x](") == [MarkdownSpan("[not a link] (x) [x](")])
        #expect(MarkdownInlineParser.parse("<not autolink>") == [MarkdownSpan("<not autolink>")])
    }

    @Test func nestedLists() {
        let parsed = blocks("- a\n  - b\n  - c\n- d\n\n3. x\n4. y")
        #expect(
            parsed == [
                .list(
                    MarkdownList(
                        start: nil,
                        items: [
                            [
                                .paragraph([MarkdownSpan("a")]),
                                .list(
                                    MarkdownList(
                                        start: nil,
                                        items: [[.paragraph([MarkdownSpan("b")])], [.paragraph([MarkdownSpan("c")])]])),
                            ],
                            [.paragraph([MarkdownSpan("d")])],
                        ])),
                .list(
                    MarkdownList(
                        start: 3, items: [[.paragraph([MarkdownSpan("x")])], [.paragraph([MarkdownSpan("y")])]])),
            ])
    }

    @Test func quotesAndLazyContinuation() {
        #expect(
            blocks("> a\ncontinued\n> > deep") == [
                .quote([.paragraph([MarkdownSpan("a\ncontinued")]), .quote([.paragraph([MarkdownSpan("deep")])])])
            ])
    }

    @Test func codeBlocks() {
        #expect(
            blocks("```swift\nlet a = 1\n  **b**\n```\nafter") == [
                .code(language: "swift", lines: ["let a = 1", "  **b**"]), .paragraph([MarkdownSpan("after")]),
            ])
        #expect(blocks("~~~~\nunclosed\n```") == [.code(language: "", lines: ["unclosed", "```"])])
        #expect(blocks("    indented\n\n    more") == [.code(language: "", lines: ["indented", "", "more"])])
    }

    @Test func tables() {
        let parsed = blocks("| a | b |\n|:-|-:|\n| 1 | 2 | 3 |\n| only |\n\n\\| x")
        #expect(
            parsed == [
                .table(
                    MarkdownTable(
                        header: [[MarkdownSpan("a")], [MarkdownSpan("b")]], alignments: [.leading, .trailing],
                        rows: [[[MarkdownSpan("1")], [MarkdownSpan("2")]], [[MarkdownSpan("only")], []]])),
                .paragraph([MarkdownSpan("| x")]),
            ])
        #expect(MarkdownTableParser.cells("| a \\| b | c |") == ["a | b", "c"])
        #expect(blocks("a | b\nnot a delimiter") == [.paragraph([MarkdownSpan("a | b\nnot a delimiter")])])
    }

    @Test func rules() {
        #expect(blocks("---\n* * *\n__ _") == [.rule, .rule, .rule])
    }

    @Test func deepNestingStaysBounded() {
        let quotes = String(repeating: ">", count: 5000) + " deep"
        #expect(!blocks(quotes).isEmpty)
        let lists = (0..<200).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        #expect(!blocks(lists).isEmpty)
        let brackets = String(repeating: "[", count: 1000) + String(repeating: "](u)", count: 1000)
        #expect(!MarkdownInlineParser.parse(brackets).isEmpty)
        let stars = String(repeating: "*a", count: 3000)
        #expect(MarkdownInlineParser.parse(stars).plainText.count >= 3000)
    }

    @Test func randomInputNeverCrashes() {
        var generator = MarkdownRandomGenerator(seed: 34)
        let alphabet = Array("#*_`[]()<>|-:>+1. \n\n  \t~!\\=漢🙂ab")
        for _ in 0..<600 {
            let length = Int.random(in: 0..<120, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let document = MarkdownDocument(parsing: text)
            for width in [1, 7, 40] {
                let layout = MarkdownLayout(document, width: width)
                for link in layout.links { #expect(link.firstRow <= link.lastRow) }
            }
        }
    }
}

/// A small deterministic random generator (SplitMix64) for fuzzing.
struct MarkdownRandomGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
