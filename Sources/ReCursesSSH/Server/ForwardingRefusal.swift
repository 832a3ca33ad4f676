import NIOCore
import NIOSSH

/// The answer to every global request a client sends: remote port forwarding (`tcpip-forward`,
/// `ssh -R`) and its cancellation are refused, so the server never listens on a client's behalf.
///
/// The rest of forwarding is refused where it arrives: a `direct-tcpip` channel (`ssh -L`, `ssh -D`)
/// is not a session and its opening fails (`ChannelRefusal`); agent forwarding
/// (`auth-agent-req@openssh.com`, `ssh -A`) is a channel request the session does not know, answered
/// with a failure when the client wants an answer (OpenSSH's does not ask), and the session goes on.
/// X11 (`x11-req`, `ssh -X`) is a request SwiftNIO SSH does not know either, but one that carries
/// data it cannot read: it closes that client's connection, before a session starts; the server and
/// the other sessions go on. The server never opens a channel to a client, so nothing of a client's
/// agent or display is ever reached.
struct ForwardingRefusal: GlobalRequestDelegate {
    func tcpForwardingRequest(
        _ request: GlobalRequest.TCPForwardingRequest, handler: NIOSSHHandler,
        promise: EventLoopPromise<GlobalRequest.TCPForwardingResponse>
    ) {
        promise.fail(ChannelRefusal.forwarding)
    }
}
