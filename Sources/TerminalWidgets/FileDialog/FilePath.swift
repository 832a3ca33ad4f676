/// Slash-separated paths as plain strings (the file dialogs stay free of Foundation).
public enum FilePath {
    /// `name` inside the folder `folder`.
    public static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The folder holding `path` (`/` for a top-level entry and for `/` itself).
    public static func parent(of path: String) -> String {
        let trimmed = normalized(path)
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else { return "/" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last part of `path` (`/` for the root).
    public static func lastComponent(of path: String) -> String {
        let trimmed = normalized(path)
        guard trimmed != "/" else { return "/" }
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// `path` made absolute against `folder` when relative, with `.`, `..` and repeated or trailing
    /// slashes worked out (`..` never climbs above `/`); `~` stands for `home` when given.
    public static func resolved(_ path: String, in folder: String, home: String? = nil) -> String {
        var text = path
        if let home, text == "~" || text.hasPrefix("~/") { text = home + text.dropFirst() }
        return normalized(text.hasPrefix("/") ? text : join(folder, text))
    }

    /// `path` with `.`, `..` and empty parts removed; always absolute.
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folders from `/` down to `path`, `path` included.
    public static func ancestry(of path: String) -> [String] {
        var folders = ["/"]
        var current = ""
        for part in normalized(path).split(separator: "/") {
            current += "/" + part
            folders.append(current)
        }
        return folders
    }

    /// `name` as it can be shown: control characters and other invisible code points written as
    /// `\u{1B}`-style escapes, so a file name never moves the cursor or changes colours.
    public static func displayName(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isInvisible) else { return name }
        var shown = ""
        for scalar in name.unicodeScalars {
            if isInvisible(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse: true
        case .format: scalar.value != 0x200D
        default: false
        }
    }
}
