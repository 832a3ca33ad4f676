#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the C library into the user's locale, which ncurses needs for wide characters.
package enum LocaleSetup {
    /// Selects the user's locale (`setlocale(LC_ALL, "")`); when its character set is not UTF-8,
    /// tries `C.UTF-8` for the character classes so wide glyphs still work. Returns whether the
    /// character set is UTF-8 now.
    @discardableResult
    package static func selectUTF8() -> Bool {
        _ = setlocale(LC_ALL, "")
        if isUTF8 { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if isUTF8 { return true }
        }
        return false
    }

    /// Whether the current character set is UTF-8.
    package static var isUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
