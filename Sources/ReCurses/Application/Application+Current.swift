extension Application {
    /// The application whose screen started the running task: a screen's `task(key:onError:_:)`
    /// runs its work with it set, so code the task calls (a helper, a service) can print above or
    /// quit without being handed the application. Nil outside such a task.
    public static var current: Application? { runningTaskApplication }

    /// Where `current` is kept: a task-local value that a screen's task binds around its work.
    @TaskLocal package static var runningTaskApplication: Application?
}
