import ReCurses
import ReStoreRecording

extension AppDriver {
    /// Replays the recording at `path` (written by `ActionRecorder`, e.g. `recurses-demo --record`)
    /// into the application's store, so that a bug report file becomes a regression test: each action
    /// is dispatched at its recorded time, the virtual clock advancing in between (timers fire on the
    /// way), and the screen is rendered after each one.
    ///
    /// ```swift
    /// try driver.replay(contentsOf: "Fixtures/bug-42.jsonl", registry: registry)
    /// driver.expectScreen(named: "bug-42")
    /// ```
    ///
    /// Tasks the replayed actions start run when the test awaits `settle()` afterwards.
    ///
    /// - parameter path: The recording, a JSON Lines file `ActionRecorder` wrote.
    /// - parameter registry: The action types the recording may name, to decode its actions.
    /// - parameter unknownActions: Whether an action type the registry does not know fails the replay
    ///   (before anything is dispatched) or is left out.
    /// - returns: The recording replayed (its `skipped` lines say what was left out).
    /// - throws: `RecordingError` naming the line and the reason when the file is missing, truncated,
    ///   corrupt, foreign or names unknown types; nothing is dispatched then.
    @discardableResult
    public func replay(
        contentsOf path: String, registry: ActionRegistry, unknownActions: Recording.UnknownActionPolicy = .stop
    ) throws(RecordingError) -> Recording {
        let recording = try Recording(contentsOf: path, registry: registry, unknownActions: unknownActions)
        replay(recording)
        return recording
    }

    /// Replays a recording read already (see `replay(contentsOf:registry:unknownActions:)`).
    public func replay(_ recording: Recording) {
        var elapsed = Duration.zero
        for step in recording.steps {
            if step.time > elapsed {
                advanceClock(by: step.time - elapsed)
                elapsed = step.time
            }
            application.storeAccess?.dispatch(step.action)
            runUntilIdle()
        }
    }
}
