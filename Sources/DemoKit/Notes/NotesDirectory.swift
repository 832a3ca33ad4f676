/// Where the Notes example keeps its files when the command line names no folder.
package enum NotesDirectory {
    /// `$XDG_DATA_HOME/recurses-demo/notes` when `XDG_DATA_HOME` is an absolute path (the XDG base
    /// directory rules ignore a relative one), else `$HOME/.local/share/recurses-demo/notes`; nil
    /// when neither is set.
    package static func defaultPath(environment: [String: String]) -> String? {
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return joined(dataHome, "recurses-demo/notes")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return joined(home, ".local/share/recurses-demo/notes")
    }

    private static func joined(_ folder: String, _ rest: String) -> String {
        folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
    }
}
