/// A validated new-workout or edit form; also what a stored `WorkoutEntry` logged.
public struct WorkoutInput: Sendable, Equatable {
    public let date: CalendarDate
    public let lift: String
    public let weight: Double
    public let unit: WeightUnit
    public let reps: Int
    public let sets: Int
    public let comments: String
    /// Warm-ups are kept in the log but count for no estimate, record or volume.
    public let kind: SetKind
    public let rpe: RPE?
    /// The superset the set was done in that day ("A": A1, A2…), as a session gives it; nil for
    /// a lift on its own, as the quick form logs lifts.
    public let group: String?

    /// Values already checked elsewhere (an import's parser, the database), or built by a test.
    public init(date: CalendarDate, lift: String, weight: Double, unit: WeightUnit, reps: Int, sets: Int, comments: String,
                kind: SetKind = .normal, rpe: RPE? = nil, group: String? = nil) {
        self.date = date
        self.lift = lift
        self.weight = weight
        self.unit = unit
        self.reps = reps
        self.sets = sets
        self.comments = comments
        self.kind = kind
        self.rpe = rpe
        self.group = group
    }

    public static let liftLength = 1...100
    public static let maxComments = 2_000
    /// Nobody logs training from before 1900; an earlier year is a typo.
    public static let earliest = CalendarDate(year: 1900, month: 1, day: 1)!

    /// `unit` and `date` fall back to the user's preferred unit and to today when left empty;
    /// a date after tomorrow is refused (tomorrow is allowed for lifters ahead of UTC).
    public static func parse(lift: String?, weight: String?, unit: String?, reps: String?, sets: String?,
                             comments: String?, date: String?, rpe: String? = nil, kind: String? = nil,
                             defaultUnit: WeightUnit, today: CalendarDate) -> Result<WorkoutInput, FieldErrors> {
        var errors: [FieldError] = []
        let lift = Self.lift(lift, errors: &errors)
        let weight = Self.weight(weight, errors: &errors)
        let unit = FormValue.choice(unit, fallback: defaultUnit, field: "unit", message: "Choose kg or lb.", errors: &errors)
        let reps = whole(reps, in: 1...1_000, field: "reps", message: "Reps must be a whole number from 1 to 1,000.", errors: &errors)
        let sets = whole(sets, in: 1...100, field: "sets", message: "Sets must be a whole number from 1 to 100.", errors: &errors)
        let comments = String((comments ?? "").trimmingSpaces())
        if comments.count > maxComments {
            errors.append(FieldError(field: "comments", message: "Keep comments to 2,000 characters or fewer."))
        }
        let date = Self.date(date, today: today, errors: &errors)
        let rpe = Self.rpe(rpe, errors: &errors)
        let kind = SetKind(word: String((kind ?? "").trimmingSpaces()))
        if kind == nil { errors.append(FieldError(field: "kind", message: "Choose normal, warm-up, drop set or to failure.")) }
        guard errors.isEmpty, let lift, let weight, let unit, let reps, let sets, let date, let rpe, let kind else {
            return .failure(FieldErrors(errors))
        }
        return .success(WorkoutInput(date: date, lift: lift, weight: weight, unit: unit, reps: reps, sets: sets, comments: comments,
                                     kind: kind, rpe: rpe))
    }

    /// Blank is no RPE (`.some(nil)`); nil is a refused value.
    private static func rpe(_ raw: String?, errors: inout [FieldError]) -> RPE?? {
        let text = (raw ?? "").trimmingSpaces()
        if text.isEmpty { return .some(nil) }
        guard let rpe = RPE.parse(String(text)) else {
            errors.append(FieldError(field: "rpe", message: "Enter an RPE from 1 to 10 in steps of 0.5 (e.g. 8 or 8.5), or reps in reserve as RIR 2."))
            return nil
        }
        return .some(rpe)
    }

    private static func lift(_ raw: String?, errors: inout [FieldError]) -> String? {
        let lift = String((raw ?? "").trimmingSpaces())
        guard liftLength.contains(lift.count) else {
            errors.append(FieldError(field: "lift", message: lift.isEmpty ? "Enter the lift, e.g. Back Squat." : "Keep the lift name to 100 characters or fewer."))
            return nil
        }
        return lift
    }

    /// 0 is allowed (body-weight work); at most two decimals, as plates go no finer.
    private static func weight(_ raw: String?, errors: inout [FieldError]) -> Double? {
        let text = (raw ?? "").trimmingSpaces()
        guard let value = FormValue.decimal(String(text), in: 0...FormValue.maxLift), FormValue.decimals(text) <= 2 else {
            errors.append(FieldError(field: "weight", message: "Enter a weight from 0 to 2,000 with at most two decimals, e.g. 102.5 or 102,5."))
            return nil
        }
        return value
    }

    private static func whole(_ raw: String?, in range: ClosedRange<Int>, field: String, message: String, errors: inout [FieldError]) -> Int? {
        guard let value = BoundedNumber.integer(raw, in: range) else {
            errors.append(FieldError(field: field, message: message))
            return nil
        }
        return value
    }

    private static func date(_ raw: String?, today: CalendarDate, errors: inout [FieldError]) -> CalendarDate? {
        let text = String((raw ?? "").trimmingSpaces())
        if text.isEmpty { return today }
        guard let date = CalendarDate(iso: text), date >= earliest, date <= today.adding(days: 1) else {
            errors.append(FieldError(field: "date", message: "Enter a real date (YYYY-MM-DD) from 1900-01-01 to no later than tomorrow."))
            return nil
        }
        return date
    }
}
