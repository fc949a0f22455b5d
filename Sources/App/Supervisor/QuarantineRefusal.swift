/// Why the quarantine answers a request with a 500 page instead of running it, and until when
/// (seconds on CLOCK_MONOTONIC, as `Quarantine` counts).
enum QuarantineRefusal: Equatable, Sendable {
    /// This request, by the same person, crashed a server process.
    case sameRequest(until: Int64, byMember: Bool)
    /// This member's requests crashed server processes `Quarantine.crashesToPause` times: their
    /// writes wait until the older of those crashes is `Quarantine.duration` old.
    case member(until: Int64)
    /// Visitors or new accounts from this address crashed server processes as often: writes of
    /// visitors and new accounts from it wait the same.
    case address(until: Int64)
    /// The quarantine is full (an attack, not bad luck): writes of visitors and new accounts
    /// wait until its oldest entry ends, so no crash goes unremembered.
    case full(until: Int64)

    var until: Int64 {
        switch self {
        case .sameRequest(let until, _), .member(let until), .address(let until), .full(let until): until
        }
    }

    /// Whole minutes left from `now`, at least one.
    func minutesLeft(now: Int64) -> Int64 {
        max(1, (until - now + 59) / 60)
    }

    /// The sentence of the 500 page.
    func message(now: Int64) -> String {
        let minutes = minutesLeft(now: now)
        let end = "Your data is safe, and other pages work. If it keeps happening, tell the administrator this request id."
        switch self {
        case .sameRequest:
            return "This page stopped the server a moment ago, so it is not run again for the next \(minutes) min. " + end
        case .member:
            return "Requests from your account stopped the server twice in a few minutes, so changes from it are paused "
                + "for the next \(minutes) min; pages still open. " + end
        case .address:
            return "Requests from your network stopped the server twice in a few minutes, so sign-ups and changes from new "
                + "accounts on it are paused for the next \(minutes) min; pages still open. " + end
        case .full:
            return "The server is refusing sign-ups and changes from new accounts for the next \(minutes) min after many "
                + "failed requests; pages still open. " + end
        }
    }

    /// For the log: which rule refused it.
    var rule: String {
        switch self {
        case .sameRequest(_, let byMember): "the same request by the same \(byMember ? "member" : "visitor") crashed a server process"
        case .member: "this member's requests crashed server processes \(Quarantine.crashesToPause) times"
        case .address: "visitors or new accounts from this address crashed server processes \(Quarantine.crashesToPause) times"
        case .full: "the quarantine is full"
        }
    }
}
