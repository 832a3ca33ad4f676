import Dispatch

extension Store {
    /// Starts an async action creator; whatever thread it completes on, the action creator it
    /// yields runs on the main thread (a background caller waits for it), then `callback` gets the
    /// new state.
    func runAsyncActionCreator(_ asyncActionCreator: AsyncActionCreator, callback: DispatchCallback?) {
        let handOverCallback = HandOver(value: callback)
        asyncActionCreator(currentState, self) { actionCreator in
            withoutActuallyEscaping(actionCreator) { actionCreator in
                let handOverCreator = HandOver(value: actionCreator)
                let run: @Sendable () -> Void = {
                    guard let action = handOverCreator.value(self.currentState, self) else { return }
                    self.dispatch(action)
                    handOverCallback.value?(self.currentState)
                }
                if MainThread.isCurrent {
                    run()
                } else {
                    DispatchQueue.main.sync(execute: run)
                }
            }
        }
    }
}
