/// A person with an account.
public struct User: Sendable, Equatable {
    public let id: Int64
    public var email: String
    public var firstName: String
    public var lastName: String
    public var birthDate: String
    public var role: UserRole
    public var unit: WeightUnit

    public init(id: Int64, email: String, firstName: String, lastName: String, birthDate: String,
                role: UserRole, unit: WeightUnit) {
        self.id = id
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.birthDate = birthDate
        self.role = role
        self.unit = unit
    }
}
