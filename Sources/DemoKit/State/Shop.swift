/// One shop of the TableAndCollection example. Its name is unique, so it is the shop's identity.
struct Shop: Equatable, Encodable, Identifiable {
    /// The shop's name.
    var name: String
    /// Its rating, from 0 to 5 stars.
    var rating: Double

    /// The name identifies the shop (a list keeps its selection on it when shops move).
    var id: String { name }
}
