import ReStore

/// The Live clock ticked: it shows `timeOfDay` (seconds since midnight, kept within a day).
struct LiveClockTicked: Action, Codable, Equatable {
    /// The time of day in seconds.
    let timeOfDay: Int
}

/// A new load sample arrived (clamped to [0, 1]; NaN counts as 0).
struct LiveLoadSampled: Action, Codable, Equatable {
    /// The load.
    let load: Double
}

/// A report request started.
struct LiveRequestStarted: Action, Codable, Equatable {}

/// The running report request brought `rows` rows.
struct LiveRequestFinished: Action, Codable, Equatable {
    /// The report's size.
    let rows: Int
}

/// The running report request failed.
struct LiveRequestFailed: Action, Codable, Equatable {
    /// Why, fit to show.
    let message: String
}

/// The running report request was cancelled.
struct LiveRequestCancelled: Action, Codable, Equatable {}

/// Sets whether the next report request fails.
struct LiveSetFailsNextRequest: Action, Codable, Equatable {
    /// Whether it fails.
    let fails: Bool
}

/// The search field's text changed: a lookup of it starts, unless it is blank.
struct LiveQueryChanged: Action, Codable, Equatable {
    /// The new text.
    let query: String
}

/// A lookup finished.
struct LiveSearchFinished: Action, Codable, Equatable {
    /// What was looked up.
    let query: String
    /// What was found.
    let results: [String]
}

/// The work the state says is under way is gone (the screen was left while it ran): a running
/// request counts as cancelled and the search as over.
struct LiveWorkInterrupted: Action, Codable, Equatable {}
