/// The action dispatched when a task throws and whoever started it gave no `onError` mapping:
/// the error, and the task's key so a reducer can tell which work failed. A cancelled task's error
/// is never dispatched.
public struct TaskFailed: Action {
    /// The key of the task that failed, nil for a task without one.
    public let key: String?
    /// What the task threw.
    public let error: any Error

    /// A failure of the task with `key`.
    public init(key: String?, error: any Error) {
        self.key = key
        self.error = error
    }

    /// The error as text, fit to show.
    public var message: String { String(describing: error) }
}
