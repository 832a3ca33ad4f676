/// The page a `WebServer` serves at `/`: the grid, an ARIA live region that announces the status
/// line, the hidden text area that takes keys and input methods, and the script and style sheet.
enum PageHTML {
    /// The page, titled `title`.
    static func text(title: String) -> String {
        let title = escaped(title)
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title><link rel="stylesheet" href="recurses.css"></head>
            <body data-state="connecting">
            <div id="screen" class="term" role="region" aria-roledescription="terminal" aria-label="\(title)"></div>
            <div id="live" class="sr" role="status" aria-live="polite"></div>
            <div id="notice" role="alert" hidden></div>
            <textarea id="input" aria-label="Keyboard input for \(title)" autocapitalize="off" autocomplete="off" \
            spellcheck="false"></textarea>
            <div id="probe" class="term" aria-hidden="true">MMMMMMMMMM</div>
            <script src="recurses.js"></script>
            </body></html>

            """
    }

    /// `text` safe inside HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
