import ReStore

/// Adds one to the Consumers example's counter.
struct ConsumersIncrement: Action, Equatable {}

/// Takes one off the Consumers example's counter.
struct ConsumersDecrement: Action, Equatable {}

/// Sets the nickname; blank text clears it to `nil`.
struct ConsumersSetNickname: Action, Equatable {
    /// The typed nickname.
    let nickname: String
}

/// Appends a tag; blank tags are refused.
struct ConsumersAddTag: Action, Equatable {
    /// The tag to add.
    let tag: String
}

/// Removes every tag.
struct ConsumersClearTags: Action, Equatable {}
