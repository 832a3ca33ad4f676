import CNcurses
import Testing

/// `recurses_set_cchar` fills a cell as ncurses' own `setcchar` does, without its checks.
@Suite("filling an ncurses cell")
struct CellFillingTests {
    @Test(
        "the fast fill equals setcchar for every attribute, colour pair (also past 255) and code point",
        arguments: [0, 1, 7, 255, 256, 300, 32_767])
    func equalsSetcchar(pair: Int32) {
        let attributeSets: [attr_t] = [
            recurses_attr_normal(), recurses_attr_bold(), recurses_attr_underline() | recurses_attr_reverse(),
            recurses_attr_dim() | recurses_attr_italic(),
        ]
        for attributes in attributeSets {
            for codePoint: UInt32 in [0x20, 0x41, 0x7E, 0xE9, 0x2502, 0x2588, 0x4E2D, 0x1F600] {
                var fast = cchar_t()
                var checked = cchar_t()
                // Garbage first: the fill must set every field, as setcchar does.
                _ = withUnsafeMutableBytes(of: &fast) { $0.initializeMemory(as: UInt8.self, repeating: 0xA5) }
                recurses_set_cchar(&fast, wchar_t(bitPattern: codePoint), attributes, pair)
                recurses_set_cchar_checked(&checked, wchar_t(bitPattern: codePoint), attributes, pair)
                let same = withUnsafeBytes(of: fast) { fastBytes in
                    withUnsafeBytes(of: checked) { Array(fastBytes) == Array($0) }
                }
                #expect(same, "pair \(pair), attributes \(attributes), U+\(String(codePoint, radix: 16))")
            }
        }
    }
}
