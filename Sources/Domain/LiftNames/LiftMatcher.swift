/// Proposes which of a lifter's lifts a new spelling from an import is (issue 24): Strong's
/// `Squat (Barbell)` is their `Back Squat`, Fitbod's `Barbell Bench Press` their `Bench
/// Press`. A proposal only, for the lifter to confirm or change; when the tables cannot tell
/// (no lift of the same form, or two), none.
///
/// The lifts are indexed once by their `LiftNameForm.movementKeys`, so a
/// proposal looks up its few candidates instead of comparing against every lift: an import
/// of 1,000 new names into 4,000 lifts went from 4 million comparisons to 2,000 lookups.
public struct LiftMatcher: Sendable {
    private let lifts: [(name: String, form: LiftNameForm)]
    /// Positions in `lifts` by `LiftNameForm.movementKeys`.
    private let byMovement: [String: [Int]]

    /// `lifts`: the names of the lifter's lifts, one spelling each.
    public init(lifts: [String]) {
        self.lifts = lifts.map { ($0, LiftNameForm($0)) }
        var byMovement: [String: [Int]] = [:]
        for (position, lift) in self.lifts.enumerated() {
            for key in lift.form.movementKeys { byMovement[key, default: []].append(position) }
        }
        self.byMovement = byMovement
    }

    /// The one lift `spelling` names another way, or nil. Where several match, the one with
    /// exactly its equipment wins ("Barbell Back Squat" is "Squat (Barbell)" rather than
    /// "Back Squat" when the lifter has both); still several, none.
    public func proposal(for spelling: String) -> String? {
        let form = LiftNameForm(spelling)
        let positions = Set(form.movementKeys.flatMap { byMovement[$0] ?? [] })
        let candidates = positions.sorted().map { lifts[$0] }.filter { form.sameEquipment(as: $0.form) }
        if candidates.count == 1 { return candidates[0].name }
        let exact = candidates.filter { $0.form.equipment == form.equipment }
        return exact.count == 1 ? exact[0].name : nil
    }
}
