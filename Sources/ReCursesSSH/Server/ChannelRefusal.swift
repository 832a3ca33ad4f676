/// Why a channel, or a global request, was refused.
enum ChannelRefusal: Error {
    /// The client asked for a channel that is not a session (direct or forwarded TCP/IP: `ssh -L`,
    /// `ssh -D`).
    case notASession
    /// The client asked the server to listen for it (remote port forwarding: `ssh -R`).
    case forwarding
}
