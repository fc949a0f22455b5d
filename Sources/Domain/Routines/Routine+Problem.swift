extension Routine {
    /// The first thing keeping this routine from being saved, in words for the form, or nil.
    /// A routine without a problem reads back from its text as itself
    /// (`RoutineText.parse(RoutineText.format(routine)) == routine`).
    public var problem: String? {
        if let problem = RoutineLimits.problem(name, what: "routine's name", length: RoutineLimits.nameLength) { return problem }
        if days.count > RoutineLimits.maxDays { return "A routine holds at most \(RoutineLimits.maxDays) days." }
        for day in days {
            if let problem = RoutineLimits.problem(day.name, what: "day's name", length: RoutineLimits.nameLength) { return problem }
            if day.exercises.count > RoutineLimits.maxExercisesPerDay {
                return "“\(day.name)” has \(day.exercises.count) exercises; a day holds at most \(RoutineLimits.maxExercisesPerDay)."
            }
            if let problem = day.exercises.lazy.compactMap(\.problem).first { return "\(day.name): \(problem)" }
        }
        return nil
    }
}
