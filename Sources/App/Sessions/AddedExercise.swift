import Domain

/// "Add an exercise": the lift, and its rest between sets ("2:00", "90s"; none when blank).
struct AddedExercise {
    let lift: String
    let restSeconds: Int

    static func parse(lift raw: String?, rest: String?, blocks: Int, maxBlocks: Int) -> Result<AddedExercise, FieldErrors> {
        var errors: [FieldError] = []
        let lift = String((raw ?? "").trimmingSpaces())
        if !WorkoutInput.liftLength.contains(lift.count) {
            errors.append(FieldError(field: "lift", message: lift.isEmpty ? "Enter the lift to add, e.g. Bench Press." : "Keep the lift name to 100 characters or fewer."))
        } else if blocks >= maxBlocks {
            errors.append(FieldError(field: "lift", message: "A session holds at most \(maxBlocks) exercises. Finish this one and start another."))
        }
        let restText = String((rest ?? "").trimmingSpaces())
        var seconds = 0
        if !restText.isEmpty {
            if let parsed = RoutineQuantity.seconds(restText), RoutineLimits.restSeconds.contains(parsed) {
                seconds = parsed
            } else {
                errors.append(FieldError(field: "rest", message: "Enter the rest as minutes and seconds, e.g. 2:00, or seconds, e.g. 90s, up to 60:00."))
            }
        }
        return errors.isEmpty ? .success(AddedExercise(lift: lift, restSeconds: seconds)) : .failure(FieldErrors(errors))
    }
}
