import Domain

/// Whose routines an editor page works on: the lifter's own (`/routines`), or the gym's
/// programs that staff publish (`/staff/programs`, stored with no user).
struct RoutineScope: Sendable {
    let path: String
    /// "routine" or "program", for titles and messages.
    let noun: String
    let isGym: Bool

    static let lifter = RoutineScope(path: "/routines", noun: "routine", isGym: false)
    static let gym = RoutineScope(path: "/staff/programs", noun: "program", isGym: true)

    /// The `user_id` its routines are stored under.
    func owner(_ user: User) -> Int64? { isGym ? nil : user.id }

    var title: String { noun.prefix(1).uppercased() + noun.dropFirst() }
}
