import Domain

/// libFuzzer entry point for the routine's plain text (issue 27), pasted by lifters into the
/// import. `RoutineText.parse` must never crash; a refused text must name a line of the input
/// (or the one after its last) with a message; an accepted routine must have no `problem`, be
/// within the limits, and come back as itself from its text: parse(format(parse(x))) ==
/// parse(x), and writing it again gives the same text. Every accepted exercise then works out
/// its next targets from a history made of the input's last bytes: the weights must be finite
/// and not negative, the reps within the limits, one target a planned set (three for a wave).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let routine: Routine
    do {
        routine = try RoutineText.parse(text)
    } catch {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).count
        precondition((1...max(1, lines + 1)).contains(error.line), "line \(error.line) of \(lines)")
        precondition(!error.message.isEmpty, "a refusal without a message")
        return 0
    }
    precondition(routine.problem == nil, "accepted with a problem: \(routine.problem ?? "")")
    precondition(routine.days.count <= RoutineLimits.maxDays, "\(routine.days.count) days")
    let written = RoutineText.format(routine)
    let again: Routine
    do {
        again = try RoutineText.parse(written)
    } catch {
        preconditionFailure("its own text refused: \(error)\n\(written)")
    }
    precondition(again == routine, "does not read back as itself:\n\(written)")
    precondition(RoutineText.format(again) == written, "written twice differently:\n\(written)")
    let history = history(bytes.suffix(24))
    let today = CalendarDate(iso: "2026-03-01")!
    for exercise in routine.days.flatMap(\.exercises) {
        let next = exercise.nextTargets(history: history, today: today)
        let expected = if case .wave = exercise.rule, !isRPE(exercise.load) { 3 } else { exercise.sets }
        precondition(next.sets.count == expected, "\(next.sets.count) targets for \(exercise)")
        precondition(next.unit == exercise.unit && !next.reason.isEmpty, "unit or reason of \(exercise)")
        for set in next.sets {
            precondition(set.weight.map { $0.isFinite && $0 >= 0 } ?? true, "weight \(String(describing: set.weight)) for \(exercise)")
            precondition(RoutineLimits.reps.contains(set.reps), "reps \(set.reps) for \(exercise)")
        }
    }
    return 0
}

private func isRPE(_ load: LoadTarget) -> Bool {
    if case .rpe = load { return true }
    return false
}

/// Up to 24 logged sets from bytes: a date in the 40 days before today, a weight up to 637.5,
/// the unit from the lowest bit, 1 to 15 reps.
private func history(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [LoggedSet] {
    let start = CalendarDate(iso: "2026-01-20")!
    return bytes.map { byte in
        LoggedSet(date: start.adding(days: Int(byte % 40)), weight: Double(byte) * 2.5, unit: byte & 1 == 0 ? .kg : .lb,
                  reps: Int(byte % 15) + 1)
    }
}
