/// One week of Jim Wendler's 5/3/1: three sets at percentages of the training max, the last
/// set of the three working weeks done for as many reps as possible (the "+").
struct WaveWeek: Sendable, Equatable {
    let percents: [Double]
    let reps: [Int]
    let lastSetOpen: Bool

    /// The four weeks in order: 5s, 3s, 5/3/1, deload.
    static let cycle = [
        WaveWeek(percents: [65, 75, 85], reps: [5, 5, 5], lastSetOpen: true),
        WaveWeek(percents: [70, 80, 90], reps: [3, 3, 3], lastSetOpen: true),
        WaveWeek(percents: [75, 85, 95], reps: [5, 3, 1], lastSetOpen: true),
        WaveWeek(percents: [40, 50, 60], reps: [5, 5, 5], lastSetOpen: false),
    ]

    /// "5/5/5+".
    var repsText: String {
        reps.map(String.init).joined(separator: "/") + (lastSetOpen ? "+" : "")
    }
}
