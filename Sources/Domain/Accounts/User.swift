/// A person with an account.
public struct User: Sendable, Equatable {
    public let id: Int64
    public var email: String
    public var firstName: String
    public var lastName: String
    public var birthDate: CalendarDate
    public var role: UserRole
    public var unit: WeightUnit
    /// An IANA zone such as `America/Los_Angeles`; nil follows the gym's.
    public var timeZone: String?
    public var sex: Sex?
    public var bodyWeight: BodyWeight?
    public var maxHeartRate: Int?
    /// Set while the password is a one-time one from the command line: the member chooses
    /// their own before anything else.
    public var passwordIsTemporary: Bool
    /// Whether codes from an authenticator app are on (`--require-two-factor` asks for them).
    public var hasTwoFactor: Bool

    public init(id: Int64, email: String, firstName: String, lastName: String, birthDate: CalendarDate,
                role: UserRole, unit: WeightUnit, timeZone: String? = nil, sex: Sex? = nil, bodyWeight: BodyWeight? = nil,
                maxHeartRate: Int? = nil, passwordIsTemporary: Bool = false, hasTwoFactor: Bool = false) {
        self.id = id
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.birthDate = birthDate
        self.role = role
        self.unit = unit
        self.timeZone = timeZone
        self.sex = sex
        self.bodyWeight = bodyWeight
        self.maxHeartRate = maxHeartRate
        self.passwordIsTemporary = passwordIsTemporary
        self.hasTwoFactor = hasTwoFactor
    }
}
