import Domain
import HTTP

/// A reverse proxy that logs people in itself (Authelia, Authentik's proxy outpost,
/// oauth2-proxy) and names the member in a header (`--auth-proxy-header Remote-Email`). The
/// header is believed only from the proxy's own addresses (`--auth-proxy-from`): anyone else
/// could send it, so from elsewhere it is ignored and logged.
public struct AuthProxy: Sendable, Equatable {
    public let header: String
    public let networks: [NetworkRange]

    public init(header: String, networks: [NetworkRange]) {
        self.header = header
        self.networks = networks
    }

    /// The identities table's provider for this header's word.
    var provider: String { "proxy:" + header.lowercased() }

    /// What the header says, and whether the peer that sent it is the proxy; nil without it.
    func claim(_ request: Request) -> (value: String, trusted: Bool)? {
        guard let value = request.headers[header] else { return nil }
        return (String(value.trimmingSpaces()), networks.contains { $0.contains(request.remoteAddress) })
    }
}
