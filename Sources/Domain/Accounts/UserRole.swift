/// Lifters log their training; staff also publish the gym's schedule.
public enum UserRole: String, Sendable, CaseIterable {
    case lifter, staff
}
