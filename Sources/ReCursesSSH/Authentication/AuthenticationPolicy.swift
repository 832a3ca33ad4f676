import NIOSSH

/// What `SSHServer` checks a request against, on the main actor.
@MainActor
final class AuthenticationPolicy {
    private let authentication: SSHAuthentication
    private let authorizedKeys: AuthorizedKeys?

    init(_ authentication: SSHAuthentication) {
        self.authentication = authentication
        authorizedKeys = authentication.authorizedKeysFile.map(AuthorizedKeys.init(path:))
    }

    /// Whether the request lets the client in. A public key arrives here once the client proved it
    /// holds the private key (NIOSSH checks the signature first).
    func allows(_ request: NIOSSHUserAuthenticationRequest) -> Bool {
        switch request.request {
        case .none:
            return authentication.allowsAnonymous
        case .password(let password):
            if authentication.allowsAnonymous { return true }
            return authentication.password?(request.username, password.password) ?? false
        case .publicKey(let offer):
            if authentication.allowsAnonymous { return true }
            if authorizedKeys?.contains(offer.publicKey) == true { return true }
            return authentication.publicKey?(request.username, offer.publicKey) ?? false
        case .hostBased:
            return false
        }
    }

    /// The methods clients are offered.
    var methods: NIOSSHAvailableUserAuthenticationMethods {
        var methods = authentication.methods
        if authentication.allowsAnonymous { methods.formUnion([.publicKey, .password]) }
        return methods
    }
}
