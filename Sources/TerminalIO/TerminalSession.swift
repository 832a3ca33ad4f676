import CTerminalSignals
import TerminalCore

#if canImport(Glibc)
    import Glibc
#endif

/// The tty session both real terminals share, from start to stop: the device, the signal
/// notifications and exit handlers, the input reader, the requests to quit, Ctrl-Z and `fg`, the
/// terminal hanging up, and handing events to the application. What is drawn, and how the screen is
/// left and taken back, is the terminal's: it is told through `TerminalSessionOwner`.
@MainActor
package final class TerminalSession {
    /// The terminal device.
    package let device: TerminalDevice
    /// The input reader on the device.
    package let input: TerminalInputReader
    /// Set once the terminal hung up: frames and reset sequences would reach nobody.
    package private(set) var isGone = false
    private let signals = SignalNotifier()
    private let quitRequests: QuitRequestRelay
    private let suspendsOnCtrlZ: Bool
    private var awaitingOwnContinue = false
    private var isOpen = false
    private weak var owner: (any TerminalSessionOwner)?
    private var eventHandler: (@MainActor ([Event]) -> Void)?

    /// Opens `device` for a session and installs the signal handlers; the terminal then takes the
    /// screen over and calls `startInput`. On an error everything is undone and the device closed.
    package init(
        device: TerminalDevice, escapeTimeout: Duration, suspendsOnCtrlZ: Bool, quitRequests: QuitRequestRelay,
        owner: any TerminalSessionOwner
    ) throws {
        self.device = device
        self.quitRequests = quitRequests
        self.suspendsOnCtrlZ = suspendsOnCtrlZ
        self.owner = owner
        input = TerminalInputReader(descriptor: device.inputDescriptor, escapeTimeout: escapeTimeout)
        do {
            try signals.start { [weak self] arrivals in self?.handle(arrivals) }
            guard rt_install_exit_handlers() == 0 else {
                throw TerminalError.setupFailed("cannot install signal handlers")
            }
        } catch {
            abandon()
            throw error
        }
    }

    /// The screen is taken over: events go to `eventHandler` from now on, requests to quit to the
    /// quit handler, and the input is read (terminal replies to `onReplies`, when given).
    package func startInput(
        eventHandler: @escaping @MainActor ([Event]) -> Void, onReplies: (@MainActor ([TerminalReply]) -> Void)? = nil
    ) {
        isOpen = true
        isGone = false
        self.eventHandler = eventHandler
        quitRequests.activate()
        input.start(
            onEvents: { [weak self] in self?.deliverInput($0) }, onHangUp: { [weak self] in self?.hangUp() },
            onReplies: onReplies)
    }

    /// Undoes a start that failed: the handlers as they were, restoring disarmed, the device closed.
    package func abandon() {
        quitRequests.deactivate()
        signals.stop()
        TerminalRestore.disarm()
        rt_uninstall_exit_handlers()
        device.closeDescriptors(includingInput: true)
    }

    /// Ends the session: input and signal notifications stop, `leave` gives the screen back (told
    /// whether the terminal hung up, when nothing may be written), then the restore is disarmed, the
    /// handlers put back and the device closed. Idempotent.
    package func close(leaving leave: (_ terminalIsGone: Bool) -> Void) {
        guard isOpen else { return }
        isOpen = false
        eventHandler = nil
        input.stop()
        signals.stop()
        leave(isGone)
        TerminalRestore.disarm()
        quitRequests.deactivate()
        rt_uninstall_exit_handlers()
        device.closeDescriptors(includingInput: false)
    }

    /// Suspends the program as Ctrl-Z does in a shell: the owner leaves the screen, the restore is
    /// disarmed and the process group stopped; once continued (`fg`) the owner takes the screen back.
    package func suspend() {
        guard isOpen, signals.jobControlAvailable else { return }
        owner?.leaveScreenForSuspend()
        TerminalRestore.disarm()
        rt_suspend_process()
        TerminalRestore.rearm()
        awaitingOwnContinue = !signals.drain().contains(.resume)
        owner?.takeScreenBack(afterOwnSuspend: true)
    }

    /// Hands events to the application (nothing once stopped, nothing when empty).
    package func deliver(_ events: [Event]) {
        guard !events.isEmpty, isOpen, let eventHandler else { return }
        eventHandler(events)
    }

    private func handle(_ arrivals: SignalNotifier.Arrivals) {
        // Once a quit is under way, a resume (the kernel sends SIGCONT with a hang-up) is not drawn.
        guard isOpen, quitRequests.deliveredReason == nil else { return }
        if arrivals.contains(.hangUp) { isGone = device.isHungUp }
        if quitRequests.deliver(arrivals) { return }
        defer { if arrivals.contains(.resume) { awaitingOwnContinue = false } }
        if arrivals.contains(.suspend) {
            suspend()
        } else if arrivals.contains(.resume), !awaitingOwnContinue {
            owner?.takeScreenBack(afterOwnSuspend: false)
        } else if arrivals.contains(.resize) {
            owner?.followResize()
        }
    }

    private func deliverInput(_ events: [Event]) {
        let events = owner?.mapInput(events) ?? events
        guard suspendsOnCtrlZ, signals.jobControlAvailable, events.contains(.key(.ctrl("z"))) else {
            deliver(events)
            return
        }
        deliver(events.filter { $0 != .key(.ctrl("z")) })
        suspend()
    }

    /// The input ended: the terminal is gone. An application quits in order; without one the
    /// process ends as SIGHUP ends it.
    private func hangUp() {
        isGone = true
        if quitRequests.hangUp() { return }
        owner?.stop()
        kill(getpid(), SIGHUP)
    }
}

/// What a terminal does for its `TerminalSession`: how it leaves the screen and takes it back.
@MainActor
package protocol TerminalSessionOwner: AnyObject {
    /// Leaves the screen for a suspend: input modes off, the shell's screen and modes back.
    func leaveScreenForSuspend()
    /// Takes the screen back after a stop, ours (`afterOwnSuspend`) or from outside, and asks the
    /// application for a whole frame.
    func takeScreenBack(afterOwnSuspend: Bool)
    /// Follows a change of the window's size (when the size really changed).
    func followResize()
    /// The events of a read as the application gets them (mouse positions moved into a live area).
    func mapInput(_ events: [Event]) -> [Event]
    /// Gives the terminal back (a hang-up nobody quits on).
    func stop()
}
