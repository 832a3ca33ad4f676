extension Store {
    /// Starts an async action creator; whatever thread it completes on, the action creator it
    /// yields runs on the main thread, then `callback` gets the new state.
    func runAsyncActionCreator(_ asyncActionCreator: AsyncActionCreator, callback: DispatchCallback?) {
        let handOverCallback = HandOver(value: callback)
        asyncActionCreator(currentState, self) { actionCreator in
            let handOverCreator = HandOver(value: actionCreator)
            MainThread.run {
                guard let action = handOverCreator.value(self.currentState, self) else { return }
                self.dispatch(action)
                handOverCallback.value?(self.currentState)
            }
        }
    }
}
