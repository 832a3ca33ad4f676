/// The SimpleTextField example: the text that the field and the echo label both show.
struct SimpleTextFieldState: Equatable, Encodable {
    /// The current text.
    var content: String

    /// An empty text.
    static let initial = SimpleTextFieldState(content: "")
}
