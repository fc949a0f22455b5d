import Domain

/// The fields of the workout form, new entry and edit alike.
enum WorkoutField: String, FormField {
    case lift, weight, unit, reps, sets, comments, date

    var isMultiline: Bool { self == .comments }
}

typealias WorkoutForm = SubmittedForm<WorkoutField>

extension SubmittedForm where Field == WorkoutField {
    /// The form holding a stored entry, to edit it or to log the same lift again.
    init(entry: WorkoutEntry) {
        self.init([.lift: entry.lift, .weight: NumberText.plain(entry.weight), .unit: entry.unit.rawValue,
                   .reps: String(entry.reps), .sets: String(entry.sets), .comments: entry.comments, .date: entry.date.iso])
    }

    /// An empty unit or date takes the lifter's unit and today.
    func input(defaultUnit: WeightUnit, today: CalendarDate) -> Result<WorkoutInput, FieldErrors> {
        validated { form in
            WorkoutInput.parse(lift: form[.lift], weight: form[.weight], unit: form[.unit], reps: form[.reps], sets: form[.sets],
                               comments: form[.comments], date: form[.date], defaultUnit: defaultUnit, today: today)
        }
    }
}
