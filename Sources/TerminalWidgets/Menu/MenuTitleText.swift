/// Draws a menu or menu-bar title with its mnemonic letter underlined.
enum MenuTitleText {
    /// Draws `title` at `point` in `style`, cut with "…" at `maxWidth`, the first occurrence of
    /// `mnemonic` (either case) underlined and bold.
    static func draw(
        _ title: String, mnemonic: Character?, at point: Point, maxWidth: Int, style: Style, into canvas: inout Canvas
    ) {
        guard maxWidth > 0 else { return }
        canvas.put(title, at: point, style: style, maxWidth: maxWidth, ellipsis: true)
        guard let mnemonic, let offset = mnemonicOffset(in: title, mnemonic: mnemonic) else { return }
        let prefix = String(title.prefix(offset))
        let x = prefix.displayWidth
        let letter = String(title[title.index(title.startIndex, offsetBy: offset)])
        let limit = title.displayWidth > maxWidth ? maxWidth - 1 : maxWidth
        guard x + letter.displayWidth <= limit else { return }
        canvas.put(letter, at: Point(x: point.x + x, y: point.y), style: style.underlined.bold)
    }

    /// Where the mnemonic is in `title`, in characters; nil when it is not in it.
    static func mnemonicOffset(in title: String, mnemonic: Character) -> Int? {
        let wanted = mnemonic.lowercased()
        return title.firstIndex { $0.lowercased() == wanted }.map { title.distance(from: title.startIndex, to: $0) }
    }
}
