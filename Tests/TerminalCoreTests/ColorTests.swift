import TerminalCore
import Testing

@Suite("Colour reduction")
struct ColorTests {
    @Test func monochromeDropsEveryColour() {
        for color in [Color.red, .palette(200), .rgb(1, 2, 3), .default] {
            #expect(color.reduced(to: .monochrome) == .default)
        }
    }

    @Test func trueColorKeepsEverything() {
        #expect(Color.rgb(12, 34, 56).reduced(to: .trueColor) == .rgb(12, 34, 56))
        #expect(Color.palette(3).reduced(to: .trueColor) == .ansi(3))
        #expect(Color.ansi(200).reduced(to: .trueColor) == .palette(200))
    }

    @Test(
        arguments: [
            ((255, 0, 0), 196), ((0, 255, 0), 46), ((0, 0, 255), 21), ((255, 255, 255), 231), ((0, 0, 0), 16),
            ((128, 128, 128), 244), ((95, 135, 175), 67), ((8, 8, 8), 232), ((238, 238, 238), 255),
            ((250, 128, 114), 209),
        ] as [((UInt8, UInt8, UInt8), UInt8)])
    func rgbToPalette(_ rgb: (UInt8, UInt8, UInt8), _ expected: UInt8) {
        #expect(Color.rgb(rgb.0, rgb.1, rgb.2).reduced(to: .palette256) == .palette(expected))
    }

    @Test(
        arguments: [
            ((255, 0, 0), 9), ((200, 0, 0), 1), ((0, 0, 0), 0), ((255, 255, 255), 15), ((128, 128, 128), 8),
            ((230, 230, 230), 7), ((0, 205, 205), 6), ((255, 255, 0), 11), ((90, 90, 250), 12),
        ] as [((UInt8, UInt8, UInt8), UInt8)])
    func rgbToANSI(_ rgb: (UInt8, UInt8, UInt8), _ expected: UInt8) {
        #expect(Color.rgb(rgb.0, rgb.1, rgb.2).reduced(to: .ansi16) == .ansi(expected))
    }

    @Test func paletteToANSI() {
        #expect(Color.palette(196).reduced(to: .ansi16) == .brightRed)
        #expect(Color.palette(4).reduced(to: .ansi16) == .blue)
        #expect(Color.palette(232).reduced(to: .ansi16) == .black)
        #expect(Color.palette(255).reduced(to: .ansi16) == .white)
        #expect(Color.palette(231).reduced(to: .ansi16) == .brightWhite)
        #expect(Color.brightCyan.reduced(to: .ansi16) == .brightCyan)
        #expect(Color.palette(21).reduced(to: .ansi16) == .blue)
    }

    @Test func reductionIsIdempotentAndStaysInDepth() {
        for r in stride(from: 0, through: 255, by: 51) {
            for g in stride(from: 0, through: 255, by: 85) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let color = Color.rgb(UInt8(r), UInt8(g), UInt8(b))
                    let palette = color.reduced(to: .palette256)
                    guard case .palette(let index) = palette else {
                        Issue.record("\(palette)")
                        continue
                    }
                    #expect(index >= 16)
                    #expect(palette.reduced(to: .palette256) == palette)
                    let ansi = color.reduced(to: .ansi16)
                    guard case .ansi(let value) = ansi else {
                        Issue.record("\(ansi)")
                        continue
                    }
                    #expect(value < 16)
                }
            }
        }
    }

    @Test func styleBuildersCompose() {
        let style = Style.bold.foreground(.red).background(.rgb(0, 0, 255)).underlined
        #expect(style == Style(foreground: .red, background: .rgb(0, 0, 255), attributes: [.bold, .underline]))
        let implicit: Style = .foreground(.green).reversed
        #expect(implicit.attributes == .reverse)
        #expect(style.reduced(to: .ansi16).background == .blue)
        #expect(Style.plain == Style())
    }

    @Test(arguments: [
        ("#ff8800", Color.rgb(255, 136, 0)), ("FF8800", .rgb(255, 136, 0)), ("#abc", .rgb(170, 187, 204)),
        ("000", .rgb(0, 0, 0)), ("#FfFfFf", .rgb(255, 255, 255)),
    ])
    func hexColours(_ text: String, _ expected: Color) {
        #expect(Color(hex: text) == expected)
    }

    @Test(arguments: ["", "#", "#12", "#1234", "#12345g", "red", "##123456", "+12345", "0x1234", " 123456"])
    func notHexColours(_ text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func patchingLaysAStyleOnTop() {
        let base = Style(foreground: .white, background: .blue, attributes: .bold)
        #expect(
            base.patched(with: .reversed)
                == Style(foreground: .white, background: .blue, attributes: [.bold, .reverse]))
        #expect(base.patched(with: .foreground(.red)) == Style(foreground: .red, background: .blue, attributes: .bold))
        #expect(base.patched(with: .plain) == base)
    }
}
