/// Markdown documents the MarkdownView tests show.
enum MarkdownFixtures {
    /// A read-me using every construct the view draws.
    static let readMe = """
        # ReCurses notes

        A **terminal UI** toolkit with *styled* text, `code spans` and [links](https://example.com/docs).
        Wide text wraps by display width: 漢字も絵文字🙂も折り返します。

        ## Lists

        - Store and screens
          - props and actions
          - nested `rx` binders
        - Widgets
        1. Build
        2. Test

        > Quoted advice: keep a keystroke's cost
        > proportional to the rows on screen.

        ```swift
        let view = MarkdownView(text)
        ```

        | Widget | Keys | Since |
        |:-------|:----:|------:|
        | Table | ↑↓ | 1 |
        | Markdown | Tab | 2 |

        ---

        See [the guide](https://example.com/guide) and <https://example.com/faq>.
        """
}
