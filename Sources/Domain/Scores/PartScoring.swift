/// How staff score a part: its type, a time cap for a part for time, and the benchmark it is
/// ("Fran", or the gym's own), whose attempts a member can follow over the years.
public struct PartScoring: Sendable, Equatable {
    public let type: ScoreType
    /// Seconds; only for `time`.
    public let timeCap: Int?
    public let benchmark: String?

    public static let maxBenchmark = 60
    public static let unscored = PartScoring(type: .none, timeCap: nil, benchmark: nil)

    public init(type: ScoreType, timeCap: Int? = nil, benchmark: String? = nil) {
        self.type = type
        self.timeCap = type == .time ? timeCap : nil
        self.benchmark = benchmark
    }

    /// The staff form's fields: `score_type`, `time_cap` (mm:ss or blank), `benchmark` (a
    /// name or blank).
    public static func parse(scoreType: String?, timeCap: String?, benchmark: String?) -> Result<PartScoring, FieldErrors> {
        var errors: [FieldError] = []
        let type = ScoreType(rawValue: String((scoreType ?? "").trimmingSpaces()))
        if type == nil { errors.append(FieldError(field: "score_type", message: "Choose how the part is scored.")) }
        let capText = String((timeCap ?? "").trimmingSpaces())
        let cap = capText.isEmpty ? nil : ScoreText.seconds(capText)
        if !capText.isEmpty && cap == nil {
            errors.append(FieldError(field: "time_cap", message: "Enter the time cap as minutes and seconds, e.g. 12:00, or leave it empty."))
        }
        let name = String((benchmark ?? "").trimmingSpaces())
        if name.count > maxBenchmark {
            errors.append(FieldError(field: "benchmark", message: "Keep the benchmark's name to 60 characters or fewer."))
        } else if !name.isEmpty && BenchmarkSlug.make(name).isEmpty {
            errors.append(FieldError(field: "benchmark", message: "Give the benchmark a name with a letter or a digit in it, e.g. Fran."))
        }
        guard errors.isEmpty, let type else { return .failure(FieldErrors(errors)) }
        return .success(PartScoring(type: type, timeCap: cap, benchmark: name.isEmpty ? nil : name))
    }
}
