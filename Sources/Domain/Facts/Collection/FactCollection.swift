/// The facts Lifting Log ships with, one file per main category. Every fact but the gym
/// legends (jokes, and labelled so) is true and names a source a reader can check: a book, a
/// paper with its authors and year, or a federation's rulebook. Figures that change, such as
/// records, say when they held.
public enum FactCollection {
    public enum Category: String, CaseIterable, Sendable {
        case strength, physiology, nutrition, recovery, endurance, health, history, records, rules
        case gymLegends = "gym-legends"
    }

    /// Made anew on each use rather than kept: it is read once, at start, and kept it would
    /// stay in the server's memory for good.
    public static var all: [SeedFact] {
        strength + physiology + nutrition + recovery + endurance + health + history + records + rules + gymLegends
    }
}
