/// Parses Markdown inline text into spans: backslash escapes, code spans, strong and italic
/// emphasis (`*`/`_`, single or double), links `[text](url)` and autolinks `<https://…>`.
/// Delimiters without a partner stay literal.
enum MarkdownInlineParser {
    /// The spans of `text`, adjacent runs with equal attributes merged.
    static func parse(_ text: String) -> [MarkdownSpan] {
        var output = SpanBuilder()
        parse(Array(text), from: 0, to: text.count, emphasis: [], link: nil, depth: 0, into: &output)
        return output.spans
    }

    /// Punctuation a backslash escapes.
    private static let escapable: Set<Character> = Set("\\`*_{}[]()#+-.!|<>~\"'")

    /// The deepest nesting of emphasis and links parsed; deeper delimiters stay literal.
    private static let maximumDepth = 16

    private static func parse(
        _ chars: [Character], from start: Int, to end: Int, emphasis: MarkdownSpan.Emphasis, link: String?,
        depth: Int, into output: inout SpanBuilder
    ) {
        var index = start
        var literal = ""
        func flush() {
            if !literal.isEmpty { output.append(literal, emphasis: emphasis, link: link) }
            literal = ""
        }
        while index < end {
            let char = chars[index]
            if char == "\\", index + 1 < end, escapable.contains(chars[index + 1]) {
                literal.append(chars[index + 1])
                index += 2
                continue
            }
            if char == "`", let (content, next) = codeSpan(chars, at: index, end: end) {
                flush()
                output.append(content, emphasis: emphasis.union(.code), link: link)
                index = next
                continue
            }
            if depth < maximumDepth, char == "*" || char == "_",
                let (inner, next, added) = emphasisRun(chars, at: index, end: end)
            {
                flush()
                parse(
                    chars, from: inner.lowerBound, to: inner.upperBound, emphasis: emphasis.union(added),
                    link: link, depth: depth + 1, into: &output)
                index = next
                continue
            }
            if depth < maximumDepth, char == "[", link == nil,
                let (inner, url, next) = linkRun(chars, at: index, end: end)
            {
                flush()
                parse(
                    chars, from: inner.lowerBound, to: inner.upperBound, emphasis: emphasis, link: url,
                    depth: depth + 1, into: &output)
                index = next
                continue
            }
            if char == "<", link == nil, let (url, next) = autolink(chars, at: index, end: end) {
                flush()
                output.append(url, emphasis: emphasis, link: url)
                index = next
                continue
            }
            literal.append(char)
            index += 1
        }
        flush()
    }

    /// A code span opening at `index`: its content (one space trimmed at each end when both have
    /// one) and the index after the closing backticks; nil when no run of as many backticks closes it.
    private static func codeSpan(_ chars: [Character], at index: Int, end: Int) -> (String, Int)? {
        var count = 0
        while index + count < end, chars[index + count] == "`" { count += 1 }
        var probe = index + count
        while probe < end {
            guard chars[probe] == "`" else {
                probe += 1
                continue
            }
            var run = 0
            while probe + run < end, chars[probe + run] == "`" { run += 1 }
            if run == count {
                var content = chars[(index + count)..<probe].map { $0 == "\n" ? " " : $0 }
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " })
                {
                    content = Array(content.dropFirst().dropLast())
                }
                return (String(content), probe + run)
            }
            probe += run
        }
        return nil
    }

    /// Emphasis opening at `index` (`**`/`__` strong, `*`/`_` italic): the inner range, the index
    /// after the closing delimiter and the emphasis; nil when nothing closes it. An underscore
    /// inside a word (`snake_case`) is no delimiter.
    private static func emphasisRun(_ chars: [Character], at index: Int, end: Int) -> (
        Range<Int>, Int, MarkdownSpan.Emphasis
    )? {
        let mark = chars[index]
        if mark == "_", index > 0, chars[index - 1].isLetter || chars[index - 1].isNumber { return nil }
        let isDouble = index + 1 < end && chars[index + 1] == mark
        let width = isDouble ? 2 : 1
        let innerStart = index + width
        guard innerStart < end, chars[innerStart] != " ", chars[innerStart] != "\n" else { return nil }
        var probe = innerStart + 1
        while probe + width <= end {
            if chars[probe] == "`", let (_, next) = codeSpan(chars, at: probe, end: end) {
                probe = next
                continue
            }
            if chars[probe] == "\\" {
                probe += 2
                continue
            }
            if chars[probe] == mark, chars[probe - 1] != " ",
                isDouble ? chars[probe + 1] == mark : (probe + 1 >= end || chars[probe + 1] != mark)
            {
                var close = probe
                if isDouble, close + 2 < end, chars[close + 2] == mark { close += 1 }
                let after = close + width
                if mark == "_", after < end, chars[after].isLetter || chars[after].isNumber {
                    probe += width
                    continue
                }
                return (innerStart..<close, after, isDouble ? .strong : .italic)
            }
            probe += (chars[probe] == mark && !isDouble) ? 2 : 1
        }
        return nil
    }

    /// A link `[text](url "title")` opening at `index`: the text's range, the URL and the index
    /// after it; nil when it is not one.
    private static func linkRun(_ chars: [Character], at index: Int, end: Int) -> (Range<Int>, String, Int)? {
        var depth = 0
        var probe = index
        var close: Int?
        while probe < end {
            switch chars[probe] {
            case "\\": probe += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { close = probe }
            default: break
            }
            if close != nil { break }
            probe += 1
        }
        guard let close, close + 1 < end, chars[close + 1] == "(" else { return nil }
        var urlEnd = close + 2
        var parens = 0
        while urlEnd < end {
            if chars[urlEnd] == "(" { parens += 1 }
            if chars[urlEnd] == ")" {
                if parens == 0 { break }
                parens -= 1
            }
            urlEnd += 1
        }
        guard urlEnd < end else { return nil }
        var target = chars[(close + 2)..<urlEnd].drop { $0 == " " }
        if let space = target.firstIndex(where: { $0 == " " || $0 == "\n" }) { target = target[..<space] }
        var url = String(target)
        if url.hasPrefix("<"), url.hasSuffix(">"), url.count >= 2 { url = String(url.dropFirst().dropLast()) }
        return ((index + 1)..<close, url, urlEnd + 1)
    }

    /// An autolink `<scheme:…>` opening at `index`: the URL and the index after it.
    private static func autolink(_ chars: [Character], at index: Int, end: Int) -> (String, Int)? {
        var probe = index + 1
        while probe < end, chars[probe] != ">" {
            if chars[probe] == " " || chars[probe] == "<" || chars[probe] == "\n" { return nil }
            probe += 1
        }
        guard probe < end else { return nil }
        let url = String(chars[(index + 1)..<probe])
        guard let colon = url.firstIndex(of: ":"), colon > url.startIndex,
            url[..<colon].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." })
        else { return nil }
        return (url, probe + 1)
    }
}

/// Collects spans, merging a run into the previous one when their attributes are equal.
struct SpanBuilder {
    /// The spans so far.
    private(set) var spans: [MarkdownSpan] = []

    /// Appends `text` with `emphasis` and `link`.
    mutating func append(_ text: String, emphasis: MarkdownSpan.Emphasis, link: String?) {
        guard !text.isEmpty else { return }
        if let last = spans.last, last.emphasis == emphasis, last.link == link {
            spans[spans.count - 1].text += text
        } else {
            spans.append(MarkdownSpan(text, emphasis: emphasis, link: link))
        }
    }
}
