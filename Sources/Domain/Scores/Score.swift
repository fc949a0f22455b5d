/// A member's result for a part, as its type reads it.
public enum Score: Sendable, Equatable {
    case time(seconds: Int)
    /// Not finished within the time cap: the reps done.
    case capped(reps: Int)
    case rounds(rounds: Int, reps: Int)
    case load(kilograms: Double)
    case reps(Int)

    public static let maxReps = 100_000
    public static let maxRounds = 10_000
    public static let maxLoadKg = 1_000.0
    /// Characters of the note a member may add to a score.
    public static let maxNote = 200

    /// `score` as a person writes it for a part of `scoring`'s type; a load in `unit`.
    public static func parse(_ raw: String?, scoring: PartScoring, unit: WeightUnit) -> Result<Score, FieldErrors> {
        let text = String((raw ?? "").trimmingSpaces())
        let fail = { (message: String) in Result<Score, FieldErrors>.failure(FieldErrors([FieldError(field: "score", message: message)])) }
        switch scoring.type {
        case .none:
            return fail("This part is not scored.")
        case .time:
            if let seconds = ScoreText.seconds(text) {
                if let cap = scoring.timeCap, seconds > cap {
                    return fail("That is over the time cap of \(ScoreText.clock(cap)): enter the reps you did instead.")
                }
                return .success(.time(seconds: seconds))
            }
            if scoring.timeCap != nil, let reps = BoundedNumber.integer(text, in: 0...maxReps) { return .success(.capped(reps: reps)) }
            return fail(scoring.timeCap == nil ? "Enter your time as minutes and seconds, e.g. 4:35."
                        : "Enter your time as minutes and seconds, e.g. 4:35, or, capped, the reps you did.")
        case .rounds:
            let parts = text.split(separator: "+", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let rounds = BoundedNumber.integer(parts[0], in: 0...maxRounds),
                  let reps = parts.count == 2 ? BoundedNumber.integer(parts[1], in: 0...maxReps) : 0 else {
                return fail("Enter rounds and reps as rounds+reps, e.g. 5+12.")
            }
            return .success(.rounds(rounds: rounds, reps: reps))
        case .load:
            guard let value = FormValue.decimal(text, in: 0.5...unit.fromKilograms(maxLoadKg)) else {
                return fail("Enter the load in \(unit.rawValue), e.g. 102.5.")
            }
            return .success(.load(kilograms: unit.toKilograms(value)))
        case .reps:
            guard let reps = BoundedNumber.integer(text, in: 0...maxReps) else { return fail("Enter your reps as a whole number, e.g. 87.") }
            return .success(.reps(reps))
        }
    }

    /// The type of part that reads it so.
    public var type: ScoreType {
        switch self {
        case .time, .capped: .time
        case .rounds: .rounds
        case .load: .load
        case .reps: .reps
        }
    }

    /// How it is stored: `primary`, `secondary`, `capped` (see `Schema.migration026`).
    public var stored: (primary: Double, secondary: Int, capped: Bool) {
        switch self {
        case .time(let seconds): (Double(seconds), 0, false)
        case .capped(let reps): (0, reps, true)
        case .rounds(let rounds, let reps): (Double(rounds), reps, false)
        case .load(let kilograms): (kilograms, 0, false)
        case .reps(let reps): (Double(reps), 0, false)
        }
    }

    /// Read back for a part of `type`; nil for a row that does not fit it (the type changed).
    public init?(type: ScoreType, primary: Double, secondary: Int, capped: Bool) {
        switch type {
        case .time where capped: self = .capped(reps: secondary)
        case .time: self = .time(seconds: Int(clamping: primary.rounded()))
        case .rounds: self = .rounds(rounds: Int(clamping: primary.rounded()), reps: secondary)
        case .load: self = .load(kilograms: primary)
        case .reps: self = .reps(Int(clamping: primary.rounded()))
        case .none: return nil
        }
    }

    /// As the board shows it, a load in `unit`.
    public func text(unit: WeightUnit) -> String {
        switch self {
        case .time(let seconds): ScoreText.clock(seconds)
        case .capped(let reps): "\(reps) reps (capped)"
        case .rounds(let rounds, let reps): "\(rounds)+\(reps)"
        case .load(let kilograms): "\(NumberText.plain(unit.fromKilograms(kilograms).roundedToHundredths())) \(unit.rawValue)"
        case .reps(let reps): String(reps)
        }
    }

    /// What the form shows to edit it: as the member would type it.
    public func typed(unit: WeightUnit) -> String {
        switch self {
        case .capped(let reps): String(reps)
        case .load(let kilograms): NumberText.plain(unit.fromKilograms(kilograms).roundedToHundredths())
        default: text(unit: unit)
        }
    }

    /// Lower is better, compared as a tuple: a finished time before any capped result (by
    /// reps, more first); more rounds, reps, load first.
    var rankKey: (Int, Double, Double) {
        switch self {
        case .time(let seconds): (0, Double(seconds), 0)
        case .capped(let reps): (1, -Double(reps), 0)
        case .rounds(let rounds, let reps): (0, -Double(rounds), -Double(reps))
        case .load(let kilograms): (0, -kilograms, 0)
        case .reps(let reps): (0, -Double(reps), 0)
        }
    }
}
