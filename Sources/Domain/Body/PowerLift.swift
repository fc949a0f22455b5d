/// The three lifts of a powerlifting total, told from a lift's name as the calculators'
/// "use my best lifts" does: any name with "deadlift" is the deadlift (so "Romanian deadlift"
/// too), else "squat", else "bench".
public enum PowerLift: String, Sendable, CaseIterable {
    case squat
    case bench
    case deadlift

    public init?(liftName: String) {
        let name = liftName.lowercased()
        if name.contains("deadlift") {
            self = .deadlift
        } else if name.contains("squat") {
            self = .squat
        } else if name.contains("bench") {
            self = .bench
        } else {
            return nil
        }
    }
}
