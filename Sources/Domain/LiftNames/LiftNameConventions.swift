/// The apps' naming conventions that `LiftNameForm` folds away, as tables: each entry a way
/// two apps (or an app and a lifter) write the same lift. What is not in them stays a
/// difference, so an unknown word keeps two names apart ("no proposal when unsure").
enum LiftNameConventions {
    /// Words that join the word before them: "Chin Up", "Chin-up" and "Chinup" are one lift,
    /// as are "Lat Pull Down" and "Lat Pulldown", "Bent Over Row" and "Bent-Over Row".
    static let particles: Set<String> = ["up", "down", "over"]

    /// Whole runs of words written another way, replaced wherever they appear: Fitbod's and
    /// the lifters' "Back Squat" is Strong's and Hevy's "Squat", a bench press is flat and a
    /// deadlift conventional unless the name says otherwise, and the common abbreviations.
    static let phrases: [(from: [String], to: [String])] = [
        (["back", "squat"], ["squat"]),
        (["flat", "bench"], ["bench"]),
        (["conventional", "deadlift"], ["deadlift"]),
        (["military", "press"], ["overhead", "press"]),
        (["ohp"], ["overhead", "press"]),
        (["rdl"], ["romanian", "deadlift"]),
        (["sldl"], ["stiff", "leg", "deadlift"]),
        (["dead", "lift"], ["deadlift"]),
    ]

    /// `phrases` by their first word, in the same order.
    static let phrasesByFirstWord = Dictionary(grouping: phrases) { $0.from[0] }

    /// A name that is only this word means the longer lift: "Bench" is the bench press.
    static let alone: [String: [String]] = ["bench": ["bench", "press"]]

    /// Lifts done on one kind of equipment only, so a name without it means it: Strong's
    /// "Leg Press" is Hevy's "Leg Press (Machine)". Keyed by the sorted words of the name.
    static let onlyOn: [String: LiftEquipment] = [
        "leg press": .machine, "extension leg": .machine, "curl leg": .machine, "curl leg lying": .machine,
        "curl leg seated": .machine, "hack squat": .machine, "deck pec": .machine, "abductor hip": .machine,
        "adductor hip": .machine, "abduction hip": .machine, "adduction hip": .machine,
    ]
}
