/// The facts Lifting Log ships with, one file per main category. Every fact but the gym
/// legends (jokes, and labelled so) is true and names a source a reader can check: a book, a
/// paper with its authors and year, or a federation's rulebook. Figures that change, such as
/// records, say when they held.
public enum FactCollection {
    public enum Category: String, CaseIterable, Sendable {
        case strength, physiology, nutrition, recovery, endurance, health, history, records, rules
        case gymLegends = "gym-legends"
    }

    public static let all: [SeedFact] = strength + physiology + nutrition + recovery + endurance + health + history
        + records + rules + gymLegends
}
