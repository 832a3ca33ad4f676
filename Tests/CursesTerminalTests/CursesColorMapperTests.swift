import TerminalUI
import Testing

@testable import CursesTerminal

@Suite("Colour mapping")
struct CursesColorMapperTests {
    @Test("256-colour terminals keep palette colours and reduce RGB to the palette")
    func palette256() {
        let mapper = CursesColorMapper(colorCount: 256, hasDefaultColors: true, monochrome: false)
        #expect(mapper.depth == .palette256)
        #expect(mapper.map(Style(foreground: .palette(208), background: .default)).foreground == 208)
        #expect(mapper.map(Style(foreground: .brightRed)).foreground == 9)
        let orange = mapper.map(Style(foreground: .rgb(255, 135, 0)))
        #expect(orange.foreground == 208)
        #expect(orange.background == -1)
        #expect(orange.extraAttributes.isEmpty)
    }

    @Test("16-colour terminals reduce palette and RGB colours to the ANSI colours")
    func ansi16() {
        let mapper = CursesColorMapper(colorCount: 16, hasDefaultColors: true, monochrome: false)
        #expect(mapper.depth == .ansi16)
        #expect(mapper.map(Style(foreground: .rgb(255, 0, 0))).foreground == 9)
        #expect(mapper.map(Style(background: .palette(196))).background == 9)
    }

    @Test("8-colour terminals show a bright foreground as bold normal colour")
    func eightColors() {
        let mapper = CursesColorMapper(colorCount: 8, hasDefaultColors: true, monochrome: false)
        let bright = mapper.map(Style(foreground: .brightGreen, background: .brightBlue))
        #expect(bright.foreground == 2)
        #expect(bright.background == 4)
        #expect(bright.extraAttributes == .bold)
    }

    @Test("without default colours, default means white on black")
    func noDefaultColors() {
        let mapper = CursesColorMapper(colorCount: 256, hasDefaultColors: false, monochrome: false)
        let mapped = mapper.map(.plain)
        #expect(mapped.foreground == 7)
        #expect(mapped.background == 0)
    }

    @Test(
        "monochrome (NO_COLOR or no colours) drops every colour but keeps attributes",
        arguments: [
            CursesColorMapper(colorCount: 256, hasDefaultColors: true, monochrome: true),
            CursesColorMapper(colorCount: 2, hasDefaultColors: true, monochrome: false),
        ])
    func monochrome(mapper: CursesColorMapper) {
        #expect(mapper.depth == .monochrome)
        let mapped = mapper.map(Style(foreground: .red, background: .rgb(1, 2, 3), attributes: .bold))
        #expect(mapped == .init(foreground: -1, background: -1, extraAttributes: []))
        #expect(CursesScreen.cursesAttributes([.bold, .underline]) != CursesScreen.cursesAttributes([]))
    }

    @Test("NO_COLOR counts when set and not empty; an explicit option wins")
    func noColorEnvironment() {
        let automatic = CursesTerminalOptions()
        #expect(automatic.isMonochrome(environment: ["NO_COLOR": "1"]))
        #expect(!automatic.isMonochrome(environment: ["NO_COLOR": ""]))
        #expect(!automatic.isMonochrome(environment: [:]))
        #expect(!CursesTerminalOptions(noColor: false).isMonochrome(environment: ["NO_COLOR": "1"]))
        #expect(CursesTerminalOptions(noColor: true).isMonochrome(environment: [:]))
    }
}

@Suite("24-bit colour through ncurses' direct-colour descriptions")
struct CursesDirectColorTests {
    @Test("a direct-colour description shows RGB as RGB, palette and bright colours as their RGB, ANSI 0–7 as is")
    func directColor() {
        let mapper = CursesColorMapper(colorCount: 1 << 24, hasDefaultColors: true, monochrome: false)
        #expect(mapper.depth == .trueColor)
        #expect(mapper.map(Style(foreground: .rgb(255, 128, 0))).foreground == 0xFF8000)
        #expect(mapper.map(Style(background: .rgb(0, 0, 3))).background == 8)
        #expect(mapper.map(Style(foreground: .red)).foreground == 1)
        #expect(mapper.map(Style(foreground: .palette(16))).foreground == 8)
        #expect(mapper.map(Style(foreground: .brightRed)).foreground == 0xFF0000)
        #expect(mapper.map(.plain).foreground == -1)
    }

    @Test("NO_COLOR wins over a direct-colour description")
    func noColorWins() {
        let mapper = CursesColorMapper(colorCount: 1 << 24, hasDefaultColors: true, monochrome: true)
        #expect(mapper.depth == .monochrome)
        #expect(mapper.map(Style(foreground: .rgb(255, 128, 0))).foreground == -1)
    }

    @Test("COLORTERM=truecolor tries the direct-colour description first, then TERM")
    func candidates() {
        let options = CursesTerminalOptions()
        let truecolor = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        #expect(options.terminalTypeCandidates(environment: truecolor) == ["xterm-direct", nil])
        #expect(
            options.terminalTypeCandidates(environment: ["TERM": "tmux-256color", "COLORTERM": "24bit"])
                == ["tmux-direct", nil])
        #expect(options.terminalTypeCandidates(environment: ["TERM": "xterm-256color"]) == [nil])
        #expect(
            options.terminalTypeCandidates(environment: ["TERM": "xterm-direct", "COLORTERM": "truecolor"]) == [nil])
        #expect(options.terminalTypeCandidates(environment: truecolor.merging(["NO_COLOR": "1"]) { $1 }) == [nil])
        let forced = CursesTerminalOptions(terminalType: "xterm", trueColor: true)
        #expect(forced.terminalTypeCandidates(environment: [:]) == ["xterm-direct", "xterm"])
        #expect(CursesTerminalOptions(trueColor: false).terminalTypeCandidates(environment: truecolor) == [nil])
    }
}
