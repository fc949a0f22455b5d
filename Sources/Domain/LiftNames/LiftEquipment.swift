/// What a lift is done with, as the apps write it: in brackets (Strong and Hevy,
/// `Squat (Barbell)`), as a first word (Fitbod and FitNotes, `Barbell Back Squat`), or
/// abbreviated by the lifter (`DB RDL`). Two names of the same movement are the same lift
/// only with the same equipment: a dumbbell bench press is not a barbell one.
public enum LiftEquipment: String, Sendable, CaseIterable {
    case barbell, dumbbell, kettlebell, cable, machine, smithMachine, ezBar, trapBar, band, bodyweight, plateLoaded, suspension

    /// The words naming each kind, longest first where one begins another ("smith machine"
    /// before "machine"). Words are lowercased and singular (`LiftNameForm.singular`).
    static let words: [(words: [String], equipment: LiftEquipment)] = [
        (["smith", "machine"], .smithMachine), (["smith"], .smithMachine),
        (["ez", "bar"], .ezBar), (["ezbar"], .ezBar), (["ez"], .ezBar),
        (["trap", "bar"], .trapBar), (["hex", "bar"], .trapBar),
        (["plate", "loaded"], .plateLoaded),
        (["resistance", "band"], .band), (["loop", "band"], .band), (["mini", "loop", "band"], .band), (["handle", "band"], .band),
        (["band"], .band),
        (["body", "weight"], .bodyweight), (["bodyweight"], .bodyweight),
        (["barbell"], .barbell), (["bb"], .barbell),
        (["dumbbell"], .dumbbell), (["db"], .dumbbell),
        (["kettlebell"], .kettlebell), (["kb"], .kettlebell),
        (["cable"], .cable), (["machine"], .machine),
        (["suspension"], .suspension), (["trx"], .suspension),
    ].sorted { $0.words.count > $1.words.count }

    /// `words` by their first word, in the same order: a name's word is looked for only among
    /// the entries it can begin (issue 35: forms of all a lifter's lifts are made per import).
    static let byFirstWord = Dictionary(grouping: words) { $0.words[0] }
}
