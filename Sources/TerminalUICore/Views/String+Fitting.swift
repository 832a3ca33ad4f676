extension String {
    /// The longest prefix whose display width is at most `width` columns.
    package func prefix(displayWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = character.displayWidth
            if used + characterWidth > width { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }

    /// The string cut to `width` columns, ending in "…" when it had to be cut.
    public func truncated(toDisplayWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return self }
        return prefix(displayWidth: width - 1) + "…"
    }
}
