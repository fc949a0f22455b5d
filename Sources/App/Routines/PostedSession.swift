import Domain
import HTTP
import Storage

/// The rows of a posted session form: `exercise`, `weight`, `reps` and `client_id`, once a row
/// each in the same order (a form holds them so; the offline queue sends one row at a time),
/// and an optional `date` (the queue's: the day an entry was kept on the phone).
struct PostedSession {
    struct Row {
        let exercise: StoredRoutine.Exercise
        let weight: String
        let reps: String
        let clientID: String
    }

    let rows: [Row]
    let date: String?

    /// A 400 for a form no page of ours sends: columns of different lengths, too many rows,
    /// or an exercise that is not of this day (a form opened before the routine was changed).
    init(_ form: FormData, day: StoredRoutine.Day, maxRows: Int) throws {
        let ids = form.values(for: "exercise"), weights = form.values(for: "weight"), reps = form.values(for: "reps")
        var clientIDs = form.values(for: "client_id")
        if clientIDs.isEmpty { clientIDs = Array(repeating: "", count: ids.count) }
        guard ids.count <= maxRows, weights.count == ids.count, reps.count == ids.count, clientIDs.count == ids.count else {
            throw HTTPError(.badRequest, "The form's rows do not line up. Open the day again from your routine and save again.")
        }
        rows = try ids.indices.map { index in
            guard let id = RowID.parse(ids[index]), let exercise = day.exercises.first(where: { $0.id == id }) else {
                throw HTTPError(.unprocessableContent, "This routine day has changed since the form was opened. Open it again from your routine.")
            }
            return Row(exercise: exercise, weight: weights[index], reps: reps[index], clientID: clientIDs[index])
        }
        date = form["date"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The filled rows as sets to store, or every problem, named `weight-3`, `reps-3` by row.
    func sets(unitFallback: WeightUnit, today: CalendarDate) -> Result<[Database.RoutineSet], FieldErrors> {
        var sets: [Database.RoutineSet] = []
        var errors: [FieldError] = []
        for (index, row) in rows.enumerated() where !(row.weight.trimmingSpaces().isEmpty && row.reps.trimmingSpaces().isEmpty) {
            let input = WorkoutInput.parse(lift: row.exercise.plan.lift, weight: row.weight, unit: row.exercise.plan.unit.rawValue,
                                           reps: row.reps, sets: "1", comments: "", date: date, defaultUnit: unitFallback, today: today)
            switch (input, ClientID.parse(row.clientID)) {
            case (.success(let input), .success(let clientID)):
                sets.append(Database.RoutineSet(exerciseID: row.exercise.id, input: input, clientID: clientID))
            case (.failure(let problems), _), (_, .failure(let problems)):
                errors += problems.errors.map { error in
                    FieldError(field: ["weight", "reps"].contains(error.field) ? "\(error.field)-\(index + 1)" : error.field, message: error.message)
                }
            }
        }
        if errors.isEmpty && sets.isEmpty {
            errors.append(FieldError(field: "weight-1", message: "Fill in at least one set: its weight and reps"))
        }
        return errors.isEmpty ? .success(sets) : .failure(FieldErrors(errors))
    }

    /// Puts the values as typed back into the day's rows, when the form had the same rows.
    func fill(_ shown: inout [SessionRow]) {
        guard shown.count == rows.count else { return }
        for index in shown.indices where shown[index].exercise.id == rows[index].exercise.id {
            shown[index].weight = rows[index].weight
            shown[index].reps = rows[index].reps
        }
    }
}
