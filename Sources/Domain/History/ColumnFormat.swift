/// An app's CSV export with a header and one set per row, described by the names of its
/// columns, so one reader (`ColumnLayout`) serves them all. Each column is a list of the
/// names it goes by (languages, older versions), matched without regard to case; the first
/// is the one named when none is there. A weight column's name may carry its unit.
struct ColumnFormat {
    let format: ImportFormat
    let date: [String]
    /// How the export writes a date, for the message when a row's date does not read.
    let dateExample: String
    let exercise: [String]
    /// The column telling the kind of set (warm-up, drop set, to failure); a set number there
    /// is a normal set. Empty for an export without one (FitNotes).
    let kind: [String]
    let kinds: [(name: String, kind: SetTypeCell)]
    let weights: [String]
    /// A column giving each row's unit, where the export has one.
    let unit: [String]
    let reps: [String]
    let notes: [String]
    /// A column of how many sets a row stands for (Fitbod's 2019 export).
    var sets: [String] = []
    /// A column saying the weight is per hand or per side (Fitbod's `multiplier`, 2.0 on
    /// dumbbell lifts), said in the entry's note.
    var multiplier: [String] = []
    /// A column of how hard each set was (Strong's `RPE`, Hevy's `rpe`), 1 to 10 in halves.
    var rpe: [String] = []
    /// A column numbering the supersets of a workout (Hevy's `superset_id`: 0, 1… per
    /// workout, the workout told by its start time, the date column); a day's become A, B….
    var superset: [String] = []

    /// Strong, in every language and layout it has written:
    /// `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`
    /// (no unit: the user says which; before 2019 without Duration, RPE, or with a weight column
    /// named `kg` or `lbs`),
    /// `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration`
    /// (semicolons, decimal commas in some locales, a unit per row) and Strong 6's
    /// `"Workout #";"Date";…;"Weight (kg)";…`. Dates are "2023-01-15 08:30:00". `Set Order` is
    /// the set's number, or W (warm-up), D (drop set), F (to failure), or "Rest Timer" on rows
    /// that record a rest.
    static let strong = ColumnFormat(
        format: .strong, date: StrongHeader.all(\.date), dateExample: "2023-01-15 08:30:00", exercise: StrongHeader.all(\.exercise),
        kind: StrongHeader.all(\.setOrder),
        kinds: [("W", .set(.warmup)), ("D", .set(.drop)), ("F", .set(.failure)), ("Rest Timer", .notASet)],
        weights: StrongHeader.weights, unit: StrongHeader.all(\.weightUnit), reps: StrongHeader.all(\.reps).flatMap { $0 },
        notes: StrongHeader.all(\.notes), rpe: ["RPE"])

    /// Hevy, every field quoted:
    /// `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"`
    /// or with `weight_lbs` and `distance_miles` for a user who lifts in pounds. The header is
    /// English in every language; the month names of the times are not: "15 Jan 2023, 08:30",
    /// "5 Mai 2026, 07:34" (Portuguese), "Aug 2, 2025, 7:10 AM" (a US locale).
    static let hevy = ColumnFormat(
        format: .hevy, date: ["start_time"], dateExample: "15 Jan 2023, 08:30", exercise: ["exercise_title"],
        kind: ["set_type"], kinds: [("warmup", .set(.warmup)), ("normal", .set(.normal)), ("failure", .set(.failure)), ("dropset", .set(.drop))],
        weights: ["weight_kg", "weight_lbs"], unit: [], reps: ["reps"], notes: ["exercise_notes"], rpe: ["rpe"], superset: ["superset_id"])

    /// Fitbod's `WorkoutExport.csv`:
    /// `Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier`
    /// with dates like "2021-12-27 10:02:51 +0000" (UTC), numbers sometimes space-padded and
    /// kilograms converted from pounds to many decimals; cardio rows have 0 reps. The 2019
    /// export is `Date,Exercise,Sets,Reps,Weight,isWarmup,Note`, its weight in the user's unit.
    static let fitbod = ColumnFormat(
        format: .fitbod, date: ["Date"], dateExample: "2021-12-27 10:02:51 +0000", exercise: ["Exercise"],
        kind: ["isWarmup"], kinds: [("true", .set(.warmup)), ("false", .set(.normal))],
        weights: ["Weight(kg)", "Weight(lbs)", "Weight(lb)", "Weight"], unit: [], reps: ["Reps"], notes: ["Note"],
        sets: ["Sets"], multiplier: ["multiplier"])

    /// FitNotes (Android): `Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment`
    /// with units `kgs` or `lbs`, or the older `Date,Exercise,Category,Weight (kgs),Reps,…`.
    /// Dates are "2024-04-25". FitNotes has no warm-up flag and no RPE: every set is a normal
    /// set, kept in the file's order with its comment.
    static let fitnotes = ColumnFormat(
        format: .fitnotes, date: ["Date"], dateExample: "2024-04-25", exercise: ["Exercise"], kind: [], kinds: [],
        weights: ["Weight", "Weight (kgs)", "Weight (lbs)", "Weight (kg)"], unit: ["Weight Unit"], reps: ["Reps"], notes: ["Comment"])
}
