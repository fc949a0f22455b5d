/// Working weights derived from a one-rep max: what to load for a given number of reps
/// (Epley solved for the weight) and the usual training percentages.
public enum OneRepMaxTable {
    public static let repRange = 1...12
    public static let percentages = Array(stride(from: 50, through: 100, by: 5))

    /// Epley inverted: w = 1RM / (1 + r/30). A single rep is the one-rep max itself,
    /// matching `OneRepMaxFormula.estimate` for one rep.
    public static func weightFor(reps: Int, oneRepMax: Double) -> Double {
        guard reps != 1 else { return oneRepMax }
        return oneRepMax / (1 + Double(reps) / 30)
    }

    public static func repRows(oneRepMax: Double) -> [OneRepMaxTableRow] {
        repRange.map { reps in
            OneRepMaxTableRow(value: reps, weight: weightFor(reps: reps, oneRepMax: oneRepMax).roundedToHundredths())
        }
    }

    public static func percentageRows(oneRepMax: Double) -> [OneRepMaxTableRow] {
        percentages.map { percent in
            OneRepMaxTableRow(value: percent, weight: (oneRepMax * Double(percent) / 100).roundedToHundredths())
        }
    }
}
