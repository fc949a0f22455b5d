/// One exercise line of a routine's text, read and written:
///
///     Back Squat 3x5 @ 100kg, rest 3:00, linear +2.5kg, note: pause at the bottom
///     Deadlift 3x5 @ 85% TM 180kg, wave +5kg
///     Chin-up 3x8 @ RPE 8, rest 1:30, none, in lb
///
/// The lift is everything before the sets and reps; after the `@` come the load and then, in
/// any order and separated by commas, a rest time, one rule and `in kg`/`in lb` (the unit of
/// a routine exercise with no weight in its rule); `note:` takes the rest of the line, commas
/// and all. Each mistake has its own message, saying what to write instead.
struct RoutineExerciseLine {
    /// 1-based, for the error.
    let number: Int

    /// The load as written: "bodyweight" takes the exercise's unit, found only at the end.
    private enum WrittenLoad {
        case weight(Double, WeightUnit)
        case bodyweight
        case percent(Double, trainingMax: (value: Double, unit: WeightUnit)?)
        case rpe(Double)
    }

    private enum RuleKind: String {
        case linear, double, wave, none
    }

    private func fail(_ message: String) -> RoutineTextError {
        RoutineTextError(line: number, message: message)
    }

    /// The exercise on `line`; `earlier` are the exercises of its day above it, which number
    /// the lifts of a superset ("A1 Bench Press …" then "A2 Barbell Row …").
    func parse(_ line: Substring, after earlier: [RoutineExercise]) throws(RoutineTextError) -> RoutineExercise {
        let first = line.prefix { $0 != " " }
        guard let label = RoutineLimits.supersetLabel(first) else { return try parse(line) }
        let expected = earlier.filter { $0.group == label.group }.count + 1
        guard BoundedNumber.integer(label.number, in: expected...expected) != nil else {
            let sofar = expected == 1 ? "superset \(label.group) starts here" : "superset \(label.group) has \(expected - 1) so far"
            throw fail("“\(first)”: \(sofar), so this is \(label.group)\(expected)")
        }
        var exercise = try parse(line.dropFirst(first.count).trimmingSpaces())
        exercise.group = label.group
        return exercise
    }

    private func parse(_ line: Substring) throws(RoutineTextError) -> RoutineExercise {
        guard let at = line.firstIndex(of: "@") else {
            throw fail("“\(line)” has no load: add @ and the weight after the sets and reps, as in Back Squat 3x5 @ 100kg")
        }
        let (lift, sets, reps) = try head(line[..<at].trimmingSpaces())
        var tail = line[line.index(after: at)...]
        let load = try self.load(next(&tail))
        var rest: Int?
        var rule: (kind: RuleKind, increment: (value: Double, unit: WeightUnit)?, text: Substring)?
        var stated: WeightUnit?
        var note = ""
        while !tail.isEmpty {
            let clause = next(&tail)
            let words = clause.split(separator: " ", maxSplits: 1)
            let first = words.first?.lowercased() ?? ""
            if first == "note" || first.hasPrefix("note:") {
                // The note is the rest of the line, its commas included.
                note = try self.note(line[clause.startIndex...].trimmingSpaces())
                break
            }
            if first == "rest" {
                guard rest == nil else { throw fail("“\(clause)” is a second rest time; keep one") }
                rest = try self.rest(clause, words.count > 1 ? words[1] : "")
            } else if first == "in" {
                guard stated == nil else { throw fail("“\(clause)” is a second unit; keep one") }
                guard words.count > 1, let unit = RoutineQuantity.unit(words[1]) else {
                    throw fail("“\(clause)” is not a unit: write in kg or in lb")
                }
                stated = unit
            } else if let kind = RuleKind(rawValue: first) {
                if let rule { throw fail("two rules, “\(rule.text)” and “\(clause)”: keep one") }
                rule = (kind, try increment(kind, clause, words.count > 1 ? words[1] : nil), clause)
            } else {
                throw fail("“\(clause)” is not a rest time, rule or note: write for example rest 3:00, linear +2.5kg or note: slow on the way down")
            }
        }
        let trainingMax: (value: Double, unit: WeightUnit)? = if case .percent(_, let max) = load { max } else { nil }
        let ruleUnit = rule?.increment?.unit ?? trainingMax?.unit
        if let max = trainingMax, let increment = rule?.increment, max.unit != increment.unit {
            throw fail("the training max is in \(max.unit.rawValue) and the increment in \(increment.unit.rawValue): write both in one unit")
        }
        if let stated, let ruleUnit, stated != ruleUnit {
            throw fail("“in \(stated.rawValue)” but the rule is in \(ruleUnit.rawValue): write both in one unit")
        }
        let loadUnit: WeightUnit? = if case .weight(_, let unit) = load { unit } else { nil }
        let unit = ruleUnit ?? stated ?? loadUnit ?? .kg
        let built = try self.rule(rule?.kind ?? .none, increment: rule?.increment?.value, trainingMax: trainingMax?.value,
                                  lift: lift, reps: reps, unit: unit)
        return RoutineExercise(lift: lift, sets: sets, reps: reps, load: target(load, unit: unit), unit: unit,
                               restSeconds: rest ?? 0, note: note, rule: built)
    }

    /// The text up to the next comma, trimmed; `tail` keeps what follows the comma.
    private func next(_ tail: inout Substring) -> Substring {
        let comma = tail.firstIndex(of: ",") ?? tail.endIndex
        let clause = tail[..<comma].trimmingSpaces()
        tail = comma == tail.endIndex ? tail[comma...] : tail[tail.index(after: comma)...]
        return clause
    }

    /// "Back Squat 3x5": the lift, then sets and reps after the last space.
    private func head(_ head: Substring) throws(RoutineTextError) -> (String, Int, RepTarget) {
        guard !head.isEmpty else {
            throw fail("the line starts with @: put the lift, its sets and reps before it, as in Back Squat 3x5 @ 100kg")
        }
        guard let space = head.lastIndex(of: " ") else {
            throw fail("“\(head)” needs the lift's name and then its sets and reps, as in Back Squat 3x5")
        }
        let lift = head[..<space].trimmingSpaces()
        let setsReps = head[head.index(after: space)...]
        guard lift.count <= RoutineLimits.liftLength.upperBound else {
            throw fail("the lift's name is \(lift.count) characters; keep it to \(RoutineLimits.liftLength.upperBound) or fewer")
        }
        guard let x = setsReps.firstIndex(where: { $0 == "x" || $0 == "X" || $0 == "×" }) else {
            throw fail("“\(setsReps)” is not sets and reps: write them as 3x5 (3 sets of 5) or 3x8-12 before the @")
        }
        let setsText = setsReps[..<x]
        let repsText = setsReps[setsReps.index(after: x)...]
        guard !setsText.isEmpty else { throw fail("“\(setsReps)” needs the number of sets before the x, as in 3x5") }
        guard !repsText.isEmpty else { throw fail("“\(setsReps)” needs reps after the x, as in 3x5") }
        guard setsText.count <= 2, setsText.allSatisfy({ $0.isASCII && $0.isNumber }),
              let sets = BoundedNumber.integer(setsText, in: RoutineLimits.sets) else {
            throw fail("“\(setsReps)”: the sets before the x are a whole number from 1 to \(RoutineLimits.sets.upperBound)")
        }
        guard let reps = RepTarget(text: repsText) else {
            throw fail("“\(setsReps)”: the reps after the x are a whole number from 1 to \(RoutineLimits.reps.upperBound), or a range from low to high like 8-12")
        }
        return (String(lift), sets, reps)
    }

    private func load(_ text: Substring) throws(RoutineTextError) -> WrittenLoad {
        guard !text.isEmpty else {
            throw fail("nothing after the @: write the load there, a weight (100kg), a percentage (85%) or an RPE (RPE 8)")
        }
        let lower = text.lowercased()
        if lower == "bodyweight" || lower == "body weight" || lower == "bw" { return .bodyweight }
        if lower.hasPrefix("rpe") {
            guard let rpe = RoutineQuantity.decimal(text.dropFirst(3)), RoutineLimits.isRPE(rpe) else {
                throw fail("“\(text)”: an RPE is from 1 to 10 in halves, as in RPE 8 or RPE 7.5")
            }
            return .rpe(rpe)
        }
        if let sign = text.firstIndex(of: "%") {
            guard let percent = RoutineQuantity.decimal(text[..<sign]), RoutineLimits.holds(percent, in: RoutineLimits.percent) else {
                throw fail("“\(text)”: a percentage of the training max is from 1 to 200 with at most two decimals, as in 85%")
            }
            let after = text[text.index(after: sign)...].trimmingSpaces()
            guard !after.isEmpty else { return .percent(percent, trainingMax: nil) }
            guard after.lowercased().hasPrefix("tm") else {
                throw fail("“\(text)”: write the training max after TM, as in 85% TM 180kg")
            }
            return .percent(percent, trainingMax: try weight(after.dropFirst(2), of: text, what: "training max", range: 0.01...RoutineLimits.weight.upperBound))
        }
        let weight = try weight(text, of: text, what: "weight", range: RoutineLimits.weight)
        return .weight(weight.value, weight.unit)
    }

    /// A weight with its unit, in `range`; `whole` is the clause named in the message.
    private func weight(_ text: Substring, of whole: Substring, what: String,
                        range: ClosedRange<Double>) throws(RoutineTextError) -> (value: Double, unit: WeightUnit) {
        guard let written = RoutineQuantity.weight(text) else {
            if RoutineQuantity.decimal(text) != nil {
                throw fail("“\(whole)” needs a unit: \(text.trimmingSpaces())kg or \(text.trimmingSpaces())lb")
            }
            throw fail("“\(whole)” is not a load: write a weight (100kg), a percentage (85%) or an RPE (RPE 8)")
        }
        guard let value = written.value, RoutineLimits.holds(value, in: range) else {
            throw fail("“\(whole)”: a \(what) is from \(NumberText.plain(range.lowerBound)) to \(NumberText.grouped(Int(clamping: range.upperBound))) with at most two decimals")
        }
        return (value, written.unit)
    }

    private func rest(_ clause: Substring, _ time: Substring) throws(RoutineTextError) -> Int {
        guard let seconds = RoutineQuantity.seconds(time) else {
            throw fail("“\(clause)”: write the rest in minutes and seconds (rest 3:00) or in seconds (rest 90s)")
        }
        guard RoutineLimits.restSeconds.contains(seconds) else {
            throw fail("“\(clause)”: rest at most \(RoutineQuantity.clock(RoutineLimits.restSeconds.upperBound)) between sets")
        }
        return seconds
    }

    private func increment(_ kind: RuleKind, _ clause: Substring, _ text: Substring?) throws(RoutineTextError) -> (value: Double, unit: WeightUnit)? {
        guard let text else { return nil }
        guard kind != .none else { throw fail("“\(clause)”: none takes no increment; write just none") }
        let unsigned = text.first == "+" ? text.dropFirst() : text
        guard let written = RoutineQuantity.weight(unsigned) else {
            throw fail("“\(clause)”: write the increment with its unit, as in \(kind.rawValue) +2.5kg or \(kind.rawValue) +5lb")
        }
        guard let value = written.value, RoutineLimits.holds(value, in: RoutineLimits.increment) else {
            throw fail("“\(clause)”: an increment is more than 0 and at most 100, with at most two decimals")
        }
        return (value, written.unit)
    }

    private func note(_ clause: Substring) throws(RoutineTextError) -> String {
        let text = clause.dropFirst(4)
        let note = (text.first == ":" ? text.dropFirst() : text).trimmingSpaces()
        guard note.count <= RoutineLimits.noteLength else {
            throw fail("the note is \(note.count) characters; keep it to \(RoutineLimits.noteLength) or fewer")
        }
        return String(note)
    }

    private func rule(_ kind: RuleKind, increment: Double?, trainingMax: Double?, lift: String, reps: RepTarget,
                      unit: WeightUnit) throws(RoutineTextError) -> ProgressionRule {
        if trainingMax != nil && kind != .wave {
            throw fail("a training max (TM) is only used by a wave: add , wave +5kg, or write the load as a percentage alone (85%)")
        }
        switch kind {
        case .linear:
            return .linear(increment: increment ?? ProgressionRule.defaultIncrement(unit: unit))
        case .double:
            guard case .range = reps else { throw fail("double progression needs a rep range to climb, as in 3x8-12") }
            return .double(increment: increment ?? ProgressionRule.defaultIncrement(unit: unit))
        case .wave:
            guard let trainingMax else {
                throw fail("a wave works from a training max: write the load as a percentage of it, as in @ 85% TM 180kg, wave +5kg")
            }
            return .wave(trainingMax: trainingMax, cycleIncrement: increment ?? ProgressionRule.defaultCycleIncrement(lift: lift, unit: unit))
        case .none:
            return .none
        }
    }

    private func target(_ load: WrittenLoad, unit: WeightUnit) -> LoadTarget {
        switch load {
        case .weight(let value, let unit): .weight(value, unit)
        case .bodyweight: .weight(0, unit)
        case .percent(let percent, _): .percentOfTrainingMax(percent)
        case .rpe(let rpe): .rpe(rpe)
        }
    }

    /// The line for `exercise`, which `parse` reads back as the same exercise when it is valid
    /// (`RoutineExercise.problem` is nil); `label` is its place in a superset ("A1").
    static func format(_ exercise: RoutineExercise, label: String?) -> String {
        (label.map { $0 + " " } ?? "") + format(exercise)
    }

    private static func format(_ exercise: RoutineExercise) -> String {
        let unit = exercise.unit
        var writtenUnit: WeightUnit?
        var load: String
        switch exercise.load {
        case .weight(0, unit):
            load = "bodyweight"
        case .weight(let value, let loadUnit):
            load = RoutineQuantity.text(value, loadUnit)
            writtenUnit = loadUnit
        case .percentOfTrainingMax(let percent):
            load = NumberText.plain(percent) + "%"
        case .rpe(let rpe):
            load = "RPE " + NumberText.plain(rpe)
        }
        var parts = ["\(exercise.lift) \(exercise.sets)x\(exercise.reps.text) @ "]
        if exercise.restSeconds > 0 { parts.append("rest \(RoutineQuantity.clock(exercise.restSeconds))") }
        switch exercise.rule {
        case .linear(let increment): parts.append("linear +" + RoutineQuantity.text(increment, unit))
        case .double(let increment): parts.append("double +" + RoutineQuantity.text(increment, unit))
        case .wave(let trainingMax, let increment):
            load += " TM " + RoutineQuantity.text(trainingMax, unit)
            parts.append("wave +" + RoutineQuantity.text(increment, unit))
        case .none:
            parts.append("none")
            // With no weight in the rule, the unit is the load's, or kilograms: say so otherwise.
            if (writtenUnit ?? .kg) != unit { parts.append("in \(unit.rawValue)") }
        }
        if !exercise.note.isEmpty { parts.append("note: \(exercise.note)") }
        parts[0] += load
        return parts.joined(separator: ", ")
    }
}
