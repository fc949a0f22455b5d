import Domain
import HTTP
import Storage

/// The import's step between reading the file and storing it (issue 24): what each spelling
/// of the file is among the lifter's lifts. A spelling mapped before (`lift_names`) takes its
/// lift without asking; one of a lift the lifter has goes there as always; any other is new,
/// and where `LiftMatcher` finds it like one of theirs, the lifter is asked first (`asks`).
struct ImportNaming {
    /// A new spelling of the file, and the key of the lifter's lift it looks like.
    struct Question {
        let spelling: String
        let proposal: String?
    }

    let lifts: [Database.Lift]
    /// The new spellings, those with a proposal first, one per lift key.
    let questions: [Question]
    /// The lift each mapped spelling's sets go to, by the spelling's key.
    private(set) var renames: LiftRenames
    /// The file's rows as they will be stored, counted in the same pass (empty when the lifter
    /// has no lifts: then nothing is asked and there is no preview to show it on).
    private(set) var summary = ImportSummary()
    /// The file names no unit: its weights are read in the import form's.
    let unitAssumed: Bool

    /// A preview is due when some new spelling looks like one of the lifter's lifts.
    var asks: Bool { questions.contains { $0.proposal != nil } }

    /// Reads the file's spellings (a pass of its own, storing nothing) unless the lifter has no
    /// lifts yet: then nothing can match, and a mapping names a lift they no longer have. A
    /// file of more names than an import takes asks nothing: the import refuses it.
    init(_ export: HistoryExport, lifts: [Database.Lift], mapping: [String: String]) {
        self.lifts = lifts
        unitAssumed = !export.namesItsUnit
        let byKey = Dictionary(lifts.map { ($0.key, $0) }) { first, _ in first }
        var spellings: [String: String] = [:]
        var summary = ImportSummary()
        if !lifts.isEmpty {
            _ = HistoryImporter.read(export) { set in
                summary.add(set)
                guard spellings.count <= Database.mostExercisesPerImport else { return }
                let key = LiftName.key(set.exercise)
                if spellings[key] == nil { spellings[key] = set.exercise }
            }
        }
        if spellings.count > Database.mostExercisesPerImport { spellings = [:] }
        var renames: [String: String] = [:]
        var questions: [Question] = []
        let matcher = LiftMatcher(lifts: lifts.map(\.name))
        let keyOfName = Dictionary(lifts.map { ($0.name, $0.key) }) { first, _ in first }
        for (key, spelling) in spellings.sorted(by: { $0.value < $1.value }) where byKey[key] == nil {
            if let target = mapping[key].flatMap({ byKey[$0] }) {
                renames[key] = target.name
            } else {
                questions.append(Question(spelling: spelling, proposal: matcher.proposal(for: spelling).flatMap { keyOfName[$0] }))
            }
        }
        self.questions = questions.filter { $0.proposal != nil } + questions.filter { $0.proposal == nil }
        self.renames = LiftRenames(renames)
        self.summary = summary
    }

    /// The lifter's answers from the preview's form, for the spelling `spelling-N`: `lift-N`, a
    /// lift key (the proposal) or "" for a new exercise, unless `other-N` names another of the
    /// lifter's lifts as typed. Adds each chosen lift to `renames` and returns the mappings to
    /// remember, or the errors of answers that name no lift of theirs.
    mutating func apply(_ form: FormData) -> Result<[String: String], FieldErrors> {
        let byKey = Dictionary(lifts.map { ($0.key, $0) }) { first, _ in first }
        var chosen: [String: (field: String, choice: String)] = [:]
        for index in questions.indices {
            guard let spelling = form["spelling-\(index)"] else { continue }
            let typed = (form["other-\(index)"] ?? "").trimmingSpaces()
            chosen[spelling] = typed.isEmpty ? ("lift-\(index)", form["lift-\(index)"] ?? "") : ("other-\(index)", LiftName.key(String(typed)))
        }
        var picked: [(spelling: String, lift: Database.Lift)] = []
        var errors: [FieldError] = []
        for question in questions {
            guard let answer = chosen[question.spelling], !answer.choice.isEmpty else { continue }
            guard let lift = byKey[answer.choice] else {
                let message = answer.field.hasPrefix("other-")
                    ? "No exercise of yours is called that: type one of yours for \(question.spelling), or leave it empty."
                    : "Choose one of your exercises for \(question.spelling), or keep it as a new exercise."
                errors.append(FieldError(field: answer.field, message: message))
                continue
            }
            picked.append((LiftName.key(question.spelling), lift))
        }
        guard errors.isEmpty else { return .failure(FieldErrors(errors)) }
        for pick in picked { renames.add(pick.spelling, as: pick.lift.name) }
        return .success(Dictionary(picked.map { ($0.spelling, $0.lift.key) }) { first, _ in first })
    }
}
