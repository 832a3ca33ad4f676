import ReStoreRecording

/// The demo's actions a recording can name: every `Codable` action of the examples (the Explorer's
/// carry folder listings and are written for reading only).
package enum DemoActionRegistry {
    /// A registry of the demo's replayable actions.
    package static var registry: ActionRegistry {
        var registry = ActionRegistry()
        registry.register(ConsumersIncrement.self)
        registry.register(ConsumersDecrement.self)
        registry.register(ConsumersSetNickname.self)
        registry.register(ConsumersAddTag.self)
        registry.register(ConsumersClearTags.self)
        registry.register(ConsumersPageRecord.self)
        registry.register(ConsumersPageClearLog.self)
        registry.register(LiveClockTicked.self)
        registry.register(LiveLoadSampled.self)
        registry.register(LiveRequestStarted.self)
        registry.register(LiveRequestFinished.self)
        registry.register(LiveRequestFailed.self)
        registry.register(LiveRequestCancelled.self)
        registry.register(LiveSetFailsNextRequest.self)
        registry.register(LiveQueryChanged.self)
        registry.register(LiveSearchFinished.self)
        registry.register(LiveWorkInterrupted.self)
        registry.register(SetContent.self)
        registry.register(SteppingUpIncrement.self)
        registry.register(SteppingUpDecrement.self)
        registry.register(SteppingUpSetValue.self)
        registry.register(SteppingUpSetValueText.self)
        registry.register(SteppingUpCommitValueText.self)
        registry.register(SteppingUpSetStepSize.self)
        registry.register(ReverseShops.self)
        registry.register(SortShops.self)
        registry.register(WidgetsSetColour.self)
        registry.register(KeyboardKeyLogged.self)
        registry.register(KeyboardProtocolNoted.self)
        registry.register(WidgetsSetName.self)
        return registry
    }
}
