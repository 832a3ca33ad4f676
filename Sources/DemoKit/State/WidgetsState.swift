/// The Widgets example: the colour chosen in its select and the name typed in its form.
struct WidgetsState: Equatable, Encodable {
    /// The colours the select offers.
    static let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

    /// The chosen colour.
    var colour: String
    /// The name typed.
    var name: String

    /// Why the name cannot be used, or nil when it can.
    var nameError: String? { name.allSatisfy(\.isWhitespace) ? "A name is required" : nil }

    /// Blue chosen, Ada named.
    static let initial = WidgetsState(colour: "Blue", name: "Ada")
}
