import Synchronization

/// Slows password guessing without letting anyone lock an account's owner out (OWASP's
/// device cookies, see `DeviceCookies`):
/// - a browser with a valid device cookie for the account is throttled on its own: 5
///   failures within 15 minutes lock that cookie, and nothing else counts against it;
/// - every other attempt is untrusted: 5 untrusted failures for one account within 15
///   minutes lock the account to untrusted clients, and 30 failures from one client address
///   within a minute lock that address.
/// Kept in memory: a restart forgets, which is acceptable for a rate limit and keeps every
/// login free of extra writes.
final class LoginThrottle: Sendable {
    struct Rule: Sendable {
        let limit: Int
        let window: Int
    }

    /// Who is trying: a browser the account's owner has logged in with (its device cookie's
    /// nonce), or anyone else (their address).
    enum Client: Sendable {
        case trusted(nonce: String)
        case untrusted(address: String)
    }

    static let perDevice = Rule(limit: 5, window: 15 * 60)
    static let perAccount = Rule(limit: 5, window: 15 * 60)
    static let perAddress = Rule(limit: 30, window: 60)
    /// Bounds memory under a flood of distinct emails, addresses or cookies.
    private static let maximumKeys = 100_000
    private static let longestWindow = [perDevice, perAccount, perAddress].map(\.window).max() ?? 0

    private let failures = Mutex<[String: [Int]]>([:])

    /// Seconds to wait before trying again, or nil when an attempt is allowed now.
    func retryAfter(account: String, client: Client, now: Int) -> Int? {
        failures.withLock { failures in
            Self.keys(account: account, client: client).compactMap { key, rule in Self.wait(key, rule, failures, now) }.max()
        }
    }

    func recordFailure(account: String, client: Client, now: Int) {
        failures.withLock { failures in
            if failures.count > Self.maximumKeys { Self.prune(&failures, now: now) }
            // Only the window's failures are kept, so a slow guesser does not grow the lists.
            for (key, rule) in Self.keys(account: account, client: client) {
                failures[key] = (failures[key] ?? []).filter { $0 > now - rule.window } + [now]
            }
        }
    }

    /// A trusted browser's failures are forgiven once it gets in. An untrusted success
    /// forgives nothing: the failures before it may be someone else's guesses.
    func recordSuccess(client: Client) {
        guard case .trusted(let nonce) = client else { return }
        _ = failures.withLock { $0.removeValue(forKey: "device:" + nonce) }
    }

    /// The counters an attempt is checked against and counted in.
    private static func keys(account: String, client: Client) -> [(String, Rule)] {
        switch client {
        case .trusted(let nonce): [("device:" + nonce, perDevice)]
        case .untrusted(let address): [("account:" + account.lowercased(), perAccount), ("address:" + address, perAddress)]
        }
    }

    private static func wait(_ key: String, _ rule: Rule, _ failures: [String: [Int]], _ now: Int) -> Int? {
        let recent = (failures[key] ?? []).filter { $0 > now - rule.window }
        guard recent.count >= rule.limit else { return nil }
        return max(1, recent[recent.count - rule.limit] + rule.window - now)
    }

    private static func prune(_ failures: inout [String: [Int]], now: Int) {
        failures = failures.filter { $0.value.contains { $0 > now - longestWindow } }
    }
}
