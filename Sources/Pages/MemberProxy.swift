import HTTP
import Domain
import Storage

/// A trusted proxy in front of the app that names the member in a header
/// (`--auth-proxy-header`): the app's `ProxyLogins`, which finds or makes that member.
public protocol MemberProxy: Sendable {
    /// Whether the request comes from the trusted proxy and names a member, checked on the
    /// head alone: such a member is found (or made) with the page itself.
    func namesMember(_ request: Request) -> Bool
    /// The member the trusted proxy names in the request, if any.
    func member(for request: Request, now: Int) throws -> User?
}
