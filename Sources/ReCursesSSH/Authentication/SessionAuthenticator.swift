import Dispatch
import NIOCore
import NIOSSH

/// The NIOSSH delegate that asks the server (on the main actor) whether a client gets in.
struct SessionAuthenticator: NIOSSHServerUserAuthenticationDelegate {
    /// The methods clients are offered.
    let supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods
    /// Where the decision is made.
    let decide: @Sendable (NIOSSHUserAuthenticationRequest, @escaping @Sendable (Bool) -> Void) -> Void

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        decide(request) { allowed in responsePromise.succeed(allowed ? .success : .failure) }
    }
}
