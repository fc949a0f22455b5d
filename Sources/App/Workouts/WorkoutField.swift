import Domain

/// The fields of the workout form, new entry and edit alike.
enum WorkoutField: String, FormField {
    case lift, weight, unit, reps, sets, comments, date, rpe, kind
    /// Hidden, filled in by Public/app.js for a new entry (see `ClientID`).
    case clientID = "client_id"
    /// Hidden, "1" once the lifter answered "save anyway?" for a weight far above their best
    /// (`FarAboveBest`).
    case confirm

    var isMultiline: Bool { self == .comments }
}

typealias WorkoutForm = SubmittedForm<WorkoutField>

extension SubmittedForm where Field == WorkoutField {
    /// The form holding a stored entry, to edit it or to log the same lift again.
    init(entry: WorkoutEntry) {
        self.init([.lift: entry.lift, .weight: NumberText.plain(entry.weight), .unit: entry.unit.rawValue,
                   .reps: String(entry.reps), .sets: String(entry.sets), .comments: entry.comments, .date: entry.date.iso,
                   .rpe: entry.rpe?.text ?? "", .kind: entry.kind.rawValue])
    }

    /// An empty unit or date takes the lifter's unit and today.
    func input(defaultUnit: WeightUnit, today: CalendarDate) -> Result<WorkoutInput, FieldErrors> {
        validated { form in
            WorkoutInput.parse(lift: form[.lift], weight: form[.weight], unit: form[.unit], reps: form[.reps], sets: form[.sets],
                               comments: form[.comments], date: form[.date], rpe: form[.rpe], kind: form[.kind],
                               defaultUnit: defaultUnit, today: today)
        }
    }

    /// A new entry: the input and the browser's id for it, every problem of both at once.
    func newEntry(defaultUnit: WeightUnit, today: CalendarDate) -> Result<(input: WorkoutInput, clientID: ClientID?), FieldErrors> {
        let clientID = ClientID.parse(self[.clientID])
        switch (input(defaultUnit: defaultUnit, today: today), clientID) {
        case (.success(let input), .success(let id)): return .success((input, id))
        case (.failure(let errors), .success): return .failure(errors)
        case (.success, .failure(let idErrors)): return .failure(idErrors)
        case (.failure(let errors), .failure(let idErrors)): // The plain-text rule may have refused the id already.
            return .failure(FieldErrors(errors.errors + idErrors.errors.filter { errors.message(for: $0.field) == nil }))
        }
    }
}
