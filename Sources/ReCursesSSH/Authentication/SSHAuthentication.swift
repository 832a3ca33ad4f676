import NIOSSH

/// Who may open a session on an `SSHServer`. Nobody, unless something here lets them in: keys listed
/// in an OpenSSH `authorized_keys` file, a key or password check of the app's own, or (only when
/// `allowsAnonymous` says so) anyone at all.
public struct SSHAuthentication {
    /// An OpenSSH `authorized_keys` file: a client whose public key is listed in it gets in, whatever
    /// user name it gives. The file is read again when it changes (its modification time or size).
    public var authorizedKeysFile: String?
    /// Decides on a user name and a public key (`ssh-ed25519 AAAA…`, as in `authorized_keys`) the
    /// client proved it holds.
    public var publicKey: (@MainActor (_ user: String, _ key: NIOSSHPublicKey) -> Bool)?
    /// Decides on a user name and a password.
    public var password: (@MainActor (_ user: String, _ password: String) -> Bool)?
    /// Lets every client in without a key or password. Off unless set on purpose.
    public var allowsAnonymous: Bool

    /// Creates a policy; with no argument nobody gets in.
    public init(
        authorizedKeysFile: String? = nil,
        publicKey: (@MainActor (_ user: String, _ key: NIOSSHPublicKey) -> Bool)? = nil,
        password: (@MainActor (_ user: String, _ password: String) -> Bool)? = nil,
        allowsAnonymous: Bool = false
    ) {
        self.authorizedKeysFile = authorizedKeysFile
        self.publicKey = publicKey
        self.password = password
        self.allowsAnonymous = allowsAnonymous
    }

    /// The keys listed in the OpenSSH `authorized_keys` file at `path`.
    public static func authorizedKeys(_ path: String) -> SSHAuthentication {
        SSHAuthentication(authorizedKeysFile: path)
    }

    /// Everyone, without a key or password: for a public demo only.
    public static var anonymous: SSHAuthentication { SSHAuthentication(allowsAnonymous: true) }

    /// The methods a client is offered.
    var methods: NIOSSHAvailableUserAuthenticationMethods {
        var methods: NIOSSHAvailableUserAuthenticationMethods = []
        if authorizedKeysFile != nil || publicKey != nil { methods.insert(.publicKey) }
        if password != nil { methods.insert(.password) }
        return methods
    }
}
