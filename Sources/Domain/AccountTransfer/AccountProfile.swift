/// The profile as an account document holds it: what the user typed about themselves. The
/// role is left out (the gym's staff give it on each server), and so are the password hash
/// and sessions, which are secrets of the server that made them.
public struct AccountProfile: Sendable, Equatable {
    public let email: String
    public let firstName: String
    public let lastName: String
    public let birthDate: CalendarDate
    public let unit: WeightUnit
    public let timeZone: String?
    public let sex: Sex?
    public let bodyWeight: BodyWeight?
    public let maxHeartRate: Int?

    public init(email: String, firstName: String, lastName: String, birthDate: CalendarDate, unit: WeightUnit,
                timeZone: String?, sex: Sex?, bodyWeight: BodyWeight?, maxHeartRate: Int?) {
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.birthDate = birthDate
        self.unit = unit
        self.timeZone = timeZone
        self.sex = sex
        self.bodyWeight = bodyWeight
        self.maxHeartRate = maxHeartRate
    }

    public init(_ user: User) {
        self.init(email: user.email, firstName: user.firstName, lastName: user.lastName, birthDate: user.birthDate, unit: user.unit,
                  timeZone: user.timeZone, sex: user.sex, bodyWeight: user.bodyWeight, maxHeartRate: user.maxHeartRate)
    }
}
