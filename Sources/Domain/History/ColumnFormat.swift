/// An app's CSV export with a header and one set per row, described by the names of its
/// columns, so one reader (`ColumnLayout`) serves them all. Column names are matched
/// without regard to case; a weight column's name may carry its unit.
struct ColumnFormat {
    let format: ImportFormat
    let date: String
    /// True for dates with a month name ("15 Jan 2023, 08:30"); false for ISO dates.
    let namedMonthDates: Bool
    let dateExample: String
    let exercise: String
    /// The column telling working sets from warm-ups; a set number there is a working set.
    let kind: String
    let kinds: [(name: String, kind: SetKind)]
    let weights: [String]
    /// A column giving each row's unit, where the export has one.
    let unit: String?
    let reps: String
    let notes: String

    /// Strong, in either of its layouts:
    /// `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`
    /// (no unit: the user says which) and
    /// `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration`
    /// (semicolons, decimal commas in some locales, a unit per row). Dates are
    /// "2023-01-15 08:30:00". `Set Order` is the set's number, or W (warm-up), D (drop
    /// set), F (to failure), or "Rest Timer" on rows that record a rest.
    static let strong = ColumnFormat(
        format: .strong, date: "Date", namedMonthDates: false, dateExample: "2023-01-15 08:30:00", exercise: "Exercise Name",
        kind: "Set Order", kinds: [("W", .warmup), ("D", .working), ("F", .working), ("Rest Timer", .notASet)],
        weights: ["Weight", "Weight (kg)", "Weight (lbs)"], unit: "Weight Unit", reps: "Reps", notes: "Notes")

    /// Hevy, every field quoted:
    /// `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"`
    /// or with `weight_lbs` and `distance_miles` for a user who lifts in pounds. Times are
    /// "15 Jan 2023, 08:30" (or "Aug 2, 2025, 7:10:00 AM" in a US locale).
    static let hevy = ColumnFormat(
        format: .hevy, date: "start_time", namedMonthDates: true, dateExample: "15 Jan 2023, 08:30", exercise: "exercise_title",
        kind: "set_type", kinds: [("warmup", .warmup), ("normal", .working), ("failure", .working), ("dropset", .working)],
        weights: ["weight_kg", "weight_lbs"], unit: nil, reps: "reps", notes: "exercise_notes")

    /// Fitbod's `WorkoutExport.csv`:
    /// `Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier`
    /// with dates like "2021-12-27 10:02:51 +0000", numbers sometimes space-padded and
    /// kilograms converted from pounds to many decimals. Cardio rows have 0 reps.
    static let fitbod = ColumnFormat(
        format: .fitbod, date: "Date", namedMonthDates: false, dateExample: "2021-12-27 10:02:51 +0000", exercise: "Exercise",
        kind: "isWarmup", kinds: [("true", .warmup), ("false", .working)],
        weights: ["Weight(kg)", "Weight(lbs)", "Weight(lb)"], unit: nil, reps: "Reps", notes: "Note")
}
