/// The real exports in `../shared/fixtures/real/strength/` (PROVENANCE.md names each one's
/// source) with what an independent count made outside this code found in each (a Python
/// script reading the file with its own CSV reader, Brzycki on working sets of 1–12 reps, a
/// set with an RPE counted with its reps in reserve as issue 36 has it, at most the 12 Brzycki
/// is meant for: 10 × 8 @ 8.5 is 11.5 reps to failure, 10 × 8 @ 7 counts as 12; the RPEs of
/// Hevy's and Strong's files moved six files' sums, hevy-kg-us-12h-ahmed's most, whose sets
/// nearly all have one):
/// sets, training days (Fitbod's in UTC), rows refused, the exercises' daily bests and their
/// sum, each best rounded once to 0.1 kg. Read by the Domain tests (the importer) and the App
/// tests (the import page), so both answer to the same count.
public struct RealStrengthExport: Sendable {
    public let name: String
    /// `ImportFormat`'s raw value.
    public let format: String
    /// The form's unit, for files whose rows and header name none (US lifters' Strong exports).
    public let unit: String
    public let sets, days, rejected, bests: Int
    public let sumOfBests: Double

    init(_ name: String, _ format: String, unit: String, sets: Int, days: Int, rejected: Int, bests: Int, sumOfBests: Double) {
        (self.name, self.format, self.unit, self.sets, self.days, self.rejected, self.bests, self.sumOfBests)
            = (name, format, unit, sets, days, rejected, bests, sumOfBests)
    }

    public var bytes: [UInt8]? { SharedFixture.bytes("real/strength/" + name) }

    public static var folderIsThere: Bool { SharedFixture.bytes("real/strength/" + all[0].name) != nil }

    public static let all = [
        RealStrengthExport("fitbod-2021-chrsilvi.csv", "fitbod", unit: "kg", sets: 8987, days: 304, rejected: 0, bests: 1441, sumOfBests: 50069.5),
        RealStrengthExport("fitbod-2022-joecummings.csv", "fitbod", unit: "kg", sets: 2739, days: 135, rejected: 0, bests: 325, sumOfBests: 7180.7),
        RealStrengthExport("fitbod-2025-datojulien.csv", "fitbod", unit: "kg", sets: 15025, days: 656, rejected: 0, bests: 3283, sumOfBests: 104548.7),
        RealStrengthExport("fitbod-2026-hotbod.csv", "fitbod", unit: "kg", sets: 5454, days: 195, rejected: 0, bests: 921, sumOfBests: 51293.0),
        RealStrengthExport("fitnotes-kgs-Frefdt.csv", "fitnotes", unit: "kg", sets: 854, days: 73, rejected: 0, bests: 289, sumOfBests: 11788.2),
        RealStrengthExport("hevy-kg-TonyTromp.csv", "hevy", unit: "kg", sets: 1907, days: 78, rejected: 0, bests: 442, sumOfBests: 18300.1),
        RealStrengthExport("hevy-kg-ajccosta.csv", "hevy", unit: "kg", sets: 8613, days: 381, rejected: 0, bests: 1644, sumOfBests: 105284.0),
        RealStrengthExport("hevy-kg-de-Si2-Aung.csv", "hevy", unit: "kg", sets: 3898, days: 196, rejected: 1, bests: 1105, sumOfBests: 49535.2),
        RealStrengthExport("hevy-kg-pt-months-biaazv.csv", "hevy", unit: "kg", sets: 4468, days: 241, rejected: 0, bests: 1258, sumOfBests: 72263.2),
        RealStrengthExport("hevy-kg-us-12h-ahmed.csv", "hevy", unit: "kg", sets: 2621, days: 119, rejected: 0, bests: 663, sumOfBests: 39811.9),
        RealStrengthExport("hevy-lbs-JakeLeicht.csv", "hevy", unit: "kg", sets: 681, days: 32, rejected: 0, bests: 163, sumOfBests: 8534.8),
        RealStrengthExport("strong-10col-2015-weightlifting721.csv", "strong", unit: "lb", sets: 9909, days: 570, rejected: 1, bests: 1999, sumOfBests: 218019.2),
        RealStrengthExport("strong-11col-2019-ru-andrewgrinko.csv", "strong", unit: "kg", sets: 198, days: 10, rejected: 0, bests: 48, sumOfBests: 2143.5),
        RealStrengthExport("strong-2016-kg-column-mlahoz.csv", "strong", unit: "kg", sets: 1566, days: 91, rejected: 0, bests: 277, sumOfBests: 15789.3),
        RealStrengthExport("strong-comma-2021-albTian.csv", "strong", unit: "lb", sets: 4562, days: 309, rejected: 0, bests: 980, sumOfBests: 68968.5),
        RealStrengthExport("strong-comma-2021-de-breinsp.csv", "strong", unit: "kg", sets: 2072, days: 129, rejected: 0, bests: 531, sumOfBests: 32677.6),
        RealStrengthExport("strong-comma-2025-shreybirmiwal.csv", "strong", unit: "lb", sets: 109, days: 10, rejected: 0, bests: 29, sumOfBests: 645.1),
        RealStrengthExport("strong-comma-fr-header-SebastienRdgs.csv", "strong", unit: "kg", sets: 511, days: 25, rejected: 0, bests: 146, sumOfBests: 7865.8),
        RealStrengthExport("strong-de-header-patrickzim.csv", "strong", unit: "kg", sets: 14963, days: 930, rejected: 0, bests: 3975, sumOfBests: 201432.0),
        RealStrengthExport("strong-semicolon-kg-bladeours.csv", "strong", unit: "kg", sets: 2706, days: 110, rejected: 0, bests: 747, sumOfBests: 41340.1),
        RealStrengthExport("strong-semicolon-lbs-dstanek.csv", "strong", unit: "kg", sets: 5400, days: 289, rejected: 1, bests: 1194, sumOfBests: 88404.0),
        RealStrengthExport("strong6-quoted-semicolon-es-amigo163.csv", "strong", unit: "kg", sets: 1814, days: 107, rejected: 0, bests: 380, sumOfBests: 15152.1),
    ]
}
