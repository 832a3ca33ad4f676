import ReStore

/// Adds one to the Consumers example's counter.
struct ConsumersIncrement: Action, Codable, Equatable {}

/// Takes one off the Consumers example's counter.
struct ConsumersDecrement: Action, Codable, Equatable {}

/// Sets the nickname; blank text clears it to `nil`.
struct ConsumersSetNickname: Action, Codable, Equatable {
    /// The typed nickname.
    let nickname: String
}

/// Appends a tag; blank tags are refused.
struct ConsumersAddTag: Action, Codable, Equatable {
    /// The tag to add.
    let tag: String
}

/// Removes every tag.
struct ConsumersClearTags: Action, Codable, Equatable {}
