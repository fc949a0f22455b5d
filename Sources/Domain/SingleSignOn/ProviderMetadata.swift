/// The parts of a provider's discovery document (OpenID Connect Discovery 1.0 §3, served at
/// `<issuer>/.well-known/openid-configuration`) that the code flow needs.
public struct ProviderMetadata: Sendable, Equatable {
    public let issuer: String
    public let authorizationEndpoint: String
    public let tokenEndpoint: String
    public let jwksURI: String
    /// How the provider takes the client secret at its token endpoint; basic when it says nothing.
    public let usesClientSecretPost: Bool

    /// Parses the document and checks that it is the one of `expectedIssuer` (§4.3: the
    /// `issuer` must equal the address it was fetched for, or a provider could speak for another).
    public init(json bytes: [UInt8], expectedIssuer: String) throws(SingleSignOnError) {
        let name = "discovery document"
        let document = try JSONValue.document(bytes, named: name)
        issuer = try document.requiredString("issuer", in: name)
        guard issuer == expectedIssuer else {
            throw SingleSignOnError("The provider's discovery document names the issuer \(issuer), not \(expectedIssuer) as configured.")
        }
        authorizationEndpoint = try document.requiredString("authorization_endpoint", in: name)
        tokenEndpoint = try document.requiredString("token_endpoint", in: name)
        jwksURI = try document.requiredString("jwks_uri", in: name)
        let methods = document["token_endpoint_auth_methods_supported"]?.array?.compactMap(\.string) ?? []
        usesClientSecretPost = !methods.isEmpty && !methods.contains("client_secret_basic") && methods.contains("client_secret_post")
    }

    /// The discovery document's address for an issuer (with or without its final slash).
    public static func discoveryURL(issuer: String) -> String {
        (issuer.hasSuffix("/") ? String(issuer.dropLast()) : issuer) + "/.well-known/openid-configuration"
    }
}
