import Synchronization

/// Slows password guessing: after 5 failed logins for one account within 15 minutes, or 30
/// failures from one client address within a minute, further attempts are refused for a
/// while whatever the password. Kept in memory: a restart forgets, which is acceptable for
/// a rate limit and keeps every login free of extra writes.
final class LoginThrottle: Sendable {
    struct Rule: Sendable {
        let limit: Int
        let window: Int
    }

    static let perAccount = Rule(limit: 5, window: 15 * 60)
    static let perAddress = Rule(limit: 30, window: 60)
    /// Bounds memory under a flood of distinct emails or addresses.
    private static let maximumKeys = 100_000

    private let failures = Mutex<[String: [Int]]>([:])

    /// Seconds to wait before trying again, or nil when an attempt is allowed now.
    func retryAfter(account: String, address: String, now: Int) -> Int? {
        failures.withLock { failures in
            let waits = [Self.wait("account:" + account.lowercased(), Self.perAccount, failures, now),
                         Self.wait("address:" + address, Self.perAddress, failures, now)]
            return waits.compactMap { $0 }.max()
        }
    }

    func recordFailure(account: String, address: String, now: Int) {
        failures.withLock { failures in
            if failures.count > Self.maximumKeys { Self.prune(&failures, now: now) }
            failures["account:" + account.lowercased(), default: []].append(now)
            failures["address:" + address, default: []].append(now)
        }
    }

    func recordSuccess(account: String) {
        _ = failures.withLock { $0.removeValue(forKey: "account:" + account.lowercased()) }
    }

    private static func wait(_ key: String, _ rule: Rule, _ failures: [String: [Int]], _ now: Int) -> Int? {
        let recent = (failures[key] ?? []).filter { $0 > now - rule.window }
        guard recent.count >= rule.limit else { return nil }
        return max(1, recent[recent.count - rule.limit] + rule.window - now)
    }

    private static func prune(_ failures: inout [String: [Int]], now: Int) {
        failures = failures.filter { $0.value.contains { $0 > now - perAccount.window } }
    }
}
