/// The words of a target's reason: weights with their unit, sets as "3 × 5", and when a
/// session was, counted from today ("yesterday", "last Monday", "on Mon 2 Nov").
enum RoutineWording {
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// "102.5 kg", "body weight" for 0.
    static func weight(_ value: Double, _ unit: WeightUnit) -> String {
        value == 0 ? "body weight" : "\(NumberText.plain(value)) \(unit.rawValue)"
    }

    /// "today", "yesterday", "last Monday" within the week before today, otherwise
    /// "on Mon 2 Nov" (with the year when it is not today's year).
    static func when(_ date: CalendarDate, today: CalendarDate) -> String {
        let days = today.daysSinceEpoch - date.daysSinceEpoch
        switch days {
        case 0: return "today"
        case 1: return "yesterday"
        case 2...6: return "last \(Weekday(date).name)"
        default:
            let year = date.year == today.year ? "" : " \(date.year)"
            return "on \(Weekday(date).name.prefix(3)) \(date.day) \(months[date.month - 1])\(year)"
        }
    }

    /// What a session held: "3 × 5 at 100 kg"; "5, 5, 3 reps at 100 kg" when the reps differ;
    /// each set as "5 × 100 kg" when the weights differ too.
    static func sets(_ session: RoutineSession, _ unit: WeightUnit) -> String {
        let sameWeight = session.weights.allSatisfy { abs($0 - session.workingWeight) < 0.005 }
        guard sameWeight else {
            return zip(session.reps, session.weights).map { "\($0) × \(weight($1, unit))" }.joined(separator: ", ")
        }
        let at = "at \(weight(session.workingWeight, unit))"
        if let first = session.reps.first, session.reps.allSatisfy({ $0 == first }) {
            return "\(session.reps.count) × \(first) \(at)"
        }
        return "\(session.reps.map(String.init).joined(separator: ", ")) reps \(at)"
    }

    /// "3 × 5", or each set's reps when they differ: "11, 10, 9".
    static func reps(_ reps: [Int]) -> String {
        if let first = reps.first, reps.allSatisfy({ $0 == first }) { return "\(reps.count) × \(first)" }
        return reps.map(String.init).joined(separator: ", ")
    }

    /// "5/5/5+" and "65/75/85 %" for a wave's week.
    static func slashed(_ numbers: [Double]) -> String {
        numbers.map { NumberText.plain($0) }.joined(separator: "/")
    }
}
