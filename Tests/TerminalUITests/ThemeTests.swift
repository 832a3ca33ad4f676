import Testing

@testable import TerminalUICore
@testable import TerminalWidgets

struct ThemeTests {
    @Test func monochromeUsesAttributesOnly() {
        let theme = Theme.monochrome
        let styles = [
            theme.normal, theme.focused, theme.selected, theme.disabled, theme.header, theme.accent,
            theme.error, theme.border, theme.hint, theme.hintKey, theme.statusBar,
        ]
        #expect(styles.allSatisfy { $0.foreground == .default && $0.background == .default })
        #expect(theme.focused.attributes.contains(.reverse))
        #expect(!theme.usesColor)
    }

    @Test func defaultThemeDistinguishesFocusFromNormal() {
        #expect(Theme.default.focused != Theme.default.normal)
        #expect(Theme.default.usesColor)
    }

    @Test func noColorOrAColourlessTerminalPicksMonochrome() {
        #expect(Theme.preferred(colorDepth: .ansi16, environment: [:]) == .default)
        #expect(Theme.preferred(colorDepth: .trueColor, environment: ["NO_COLOR": "1"]) == .monochrome)
        #expect(Theme.preferred(colorDepth: .trueColor, environment: ["NO_COLOR": ""]) == .default)
        #expect(Theme.preferred(colorDepth: .monochrome, environment: [:]) == .monochrome)
    }
}
