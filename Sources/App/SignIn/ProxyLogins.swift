import Crypto
import Domain
import HTTP
import Pages
import Storage

/// The member a trusted proxy's header names: the one tied to that name before, else the
/// account with that email (tied now), else a new account when sign-up is open.
struct ProxyLogins: MemberProxy {
    let proxy: AuthProxy
    let database: Database
    let signup: SignupPolicy
    let passwordHasher: PasswordHasher
    let logger: Logger

    func namesMember(_ request: Request) -> Bool {
        proxy.claim(request)?.trusted == true
    }

    /// Nil when the request carries no header, or carries it from an address not trusted.
    func member(for request: Request, now: Int) throws -> User? {
        guard let (value, trusted) = proxy.claim(request) else { return nil }
        guard trusted else {
            logger.warning("ignored the \(proxy.header) header from \(request.remoteAddress): not one of --auth-proxy-from")
            return nil
        }
        if let user = try database.identityUser(provider: proxy.provider, subject: value.lowercased()) { return user }
        var errors: [FieldError] = []
        guard let email = AccountRules.email(value, errors: &errors) else {
            throw HTTPError(.badRequest, "The sign-in proxy named \(value) in \(proxy.header), which is not an email address. Its administrator should send the email there.")
        }
        let user = try database.credentials(email: email)?.user ?? createMember(email: email, request: request)
        try database.linkIdentity(provider: proxy.provider, subject: email.lowercased(), userID: user.id, now: now)
        logger.info("\(email) came in through the sign-in proxy for the first time")
        return user
    }

    /// An account for someone the proxy knows and this server does not. It has no usable
    /// password (a random one nobody saw): the proxy is the way in. Names come from the
    /// proxy's `Remote-Name` when it sends one; the birth date is unknown (the member sets it
    /// in settings), stored as 1970-01-01 since the column needs one.
    private func createMember(email: String, request: Request) throws -> User {
        guard signup == .open else {
            throw HTTPError(.forbidden, "The sign-in proxy knows you as \(email), but this server has no account with that email and does not take sign-ups. Ask its administrator to create one.")
        }
        let names = Self.names(request.headers["Remote-Name"]) ?? (String(email.prefix { $0 != "@" }.prefix(100)), "")
        do {
            return try database.createUser(Database.NewUser(
                email: email, passwordHash: try passwordHasher.hash(SecureRandom.token(bytes: 32)),
                firstName: names.first, lastName: names.last, birthDate: CalendarDate(daysSinceEpoch: 0)))
        } catch StorageError.emailTaken {
            // Made by a request racing this one: that account is the one.
            guard let user = try database.credentials(email: email)?.user else { throw StorageError.emailTaken }
            return user
        }
    }

    /// "Ada Lovelace" as first and last name, held to the sign-up form's rules; nil when absent or refused.
    private static func names(_ header: String?) -> (first: String, last: String)? {
        guard let header, case .success(let text) = PlainText.parse(header, multiline: false) else { return nil }
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        var errors: [FieldError] = []
        guard let first = AccountRules.name(words.first, field: "first_name", label: "first name", errors: &errors) else { return nil }
        return (first, AccountRules.name(words.count > 1 ? words[1] : nil, field: "last_name", label: "last name", errors: &errors) ?? "")
    }
}
