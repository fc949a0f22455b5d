/// What an import takes from the document's profile. The account's email and password are
/// never touched, and neither are its names, birth date and unit: the account holder gave
/// them on this server, so where the document says otherwise that is only reported. The
/// optional facts this account has not given (time zone, sex, body weight, maximum heart
/// rate) are filled in from the document; a time zone only when this server knows it.
public struct ProfileFill: Sendable, Equatable {
    /// Each nil where nothing is to be filled in.
    public let timeZone: String?
    public let sex: Sex?
    public let bodyWeight: BodyWeight?
    public let maxHeartRate: Int?
    /// What is filled in, as the settings page names it: "time zone", "body weight".
    public let filled: [String]
    /// What differs from the document and was left as this account has it.
    public let differing: [String]

    public init(document: AccountProfile, account: User, knowsTimeZone: (String) -> Bool) {
        var filled: [String] = []
        func take<Value>(_ value: Value?, ifMissing current: Value?, as label: String) -> Value? {
            guard current == nil, let value else { return nil }
            filled.append(label)
            return value
        }
        timeZone = take(document.timeZone.flatMap { knowsTimeZone($0) ? $0 : nil }, ifMissing: account.timeZone, as: "time zone")
        sex = take(document.sex, ifMissing: account.sex, as: "sex")
        bodyWeight = take(document.bodyWeight, ifMissing: account.bodyWeight, as: "body weight")
        maxHeartRate = take(document.maxHeartRate, ifMissing: account.maxHeartRate, as: "maximum heart rate")
        self.filled = filled
        var differing: [String] = []
        if document.email.lowercased() != account.email.lowercased() { differing.append("email") }
        if document.firstName != account.firstName || document.lastName != account.lastName { differing.append("name") }
        if document.birthDate != account.birthDate { differing.append("date of birth") }
        if document.unit != account.unit { differing.append("preferred unit") }
        self.differing = differing
    }
}
