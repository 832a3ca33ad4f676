/// Why a channel other than a session (port forwarding) was refused.
enum ChannelRefusal: Error {
    /// The client asked for a channel that is not a session (direct or forwarded TCP/IP).
    case notASession
}
