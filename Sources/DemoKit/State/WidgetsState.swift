/// The Widgets example: the colour chosen in its select.
struct WidgetsState: Equatable, Encodable {
    /// The colours the select offers.
    static let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

    /// The chosen colour.
    var colour: String

    /// Blue chosen.
    static let initial = WidgetsState(colour: "Blue")
}
