/// Why a pseudo-terminal measurement could not be made.
struct PtyFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// A failure described by `description`.
    init(_ description: String) {
        self.description = description
    }
}
