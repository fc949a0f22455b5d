/// Working weights derived from a one-rep max: what to load for a given number of reps
/// (Brzycki solved for the weight, the estimate the log and the history use) and the usual
/// training percentages, each rounded to a weight the bar can be loaded to.
public enum OneRepMaxTable {
    public static let repRange = 1...12
    public static let percentages = Array(stride(from: 50, through: 100, by: 5))

    /// Brzycki inverted: w = 1RM · (37 − r) / 36. A single rep is the one-rep max itself,
    /// matching `OneRepMaxFormula.estimate` for one rep.
    public static func weightFor(reps: Int, oneRepMax: Double) -> Double {
        guard reps != 1 else { return oneRepMax }
        return oneRepMax * Double(37 - reps) / 36
    }

    public static func repRows(oneRepMax: Double, plates: PlateLoading) -> [OneRepMaxTableRow] {
        repRange.map { reps in
            OneRepMaxTableRow(value: reps, weight: plates.loadable(weightFor(reps: reps, oneRepMax: oneRepMax)))
        }
    }

    public static func percentageRows(oneRepMax: Double, plates: PlateLoading) -> [OneRepMaxTableRow] {
        percentages.map { percent in
            OneRepMaxTableRow(value: percent, weight: plates.loadable(oneRepMax * Double(percent) / 100))
        }
    }
}
