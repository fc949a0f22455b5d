/// Every figure a route's page and list show from its summary, as text in the lifter's unit
/// and as the unit-free numbers of the page's outputs. Computed here, from the stored summary,
/// so that one pure function holds every figure and each stays finite and in range for any
/// track that was accepted (issue 23: a pace over 10⁻²⁵ m once took the server down).
public struct TrackFigures: Sendable, Equatable {
    public struct Pace: Sendable, Equatable {
        /// "5:42 /km", or per mile.
        public let text: String
        public let secondsPerKilometre: Int
    }

    public struct Speed: Sendable, Equatable {
        /// "24.3 km/h", or mph.
        public let text: String
        /// "24.3", whatever the unit.
        public let kilometresPerHour: String
    }

    public struct Ascent: Sendable, Equatable {
        public let metres: Int
        /// "123 m", or feet alongside miles.
        public let text: String
    }

    /// "5.23 km", and "5.23 kilometres" for a screen reader.
    public let distance: String
    public let distanceWords: String
    /// "5.231", whatever the unit.
    public let kilometres: String
    public let durationSeconds: Int
    /// "1:02:03", and "1 hour 2 minutes" for a screen reader.
    public let duration: String
    public let durationWords: String
    /// For runs, walks and hikes; nil otherwise, or when the route did not move or took no time.
    public let pace: Pace?
    /// For rides and others; nil otherwise, or when the route did not move or took no time.
    public let speed: Speed?
    public let ascent: Ascent?
    /// Whole bpm; nil without heart rate.
    public let averageHeartRate: Int?

    public init(_ summary: TrackSummary, unit: DistanceUnit, kind: TrackKind) {
        let (seconds, metres) = (summary.durationSeconds, summary.distanceMetres)
        distance = TrackText.distance(metres, unit)
        distanceWords = TrackText.distanceWords(metres, unit)
        kilometres = NumberText.plain(metres / 1_000, decimals: 3)
        durationSeconds = Int(clamping: seconds.rounded())
        duration = TrackText.clock(seconds)
        durationWords = TrackText.words(seconds)
        let moving = summary.isMoving
        pace = moving && kind.showsPace
            ? Pace(text: "\(TrackText.clock(seconds / unit.distance(metres: metres))) /\(unit.symbol)",
                   secondsPerKilometre: Int(clamping: (seconds / (metres / 1_000)).rounded()))
            : nil
        speed = moving && !kind.showsPace
            ? Speed(text: "\(NumberText.plain(unit.distance(metres: metres) / (seconds / 3_600), decimals: 1)) \(unit.speedSymbol)",
                    kilometresPerHour: NumberText.plain(metres / 1_000 / (seconds / 3_600), decimals: 1))
            : nil
        ascent = summary.ascentMetres.map { Ascent(metres: Int(clamping: $0.rounded()), text: TrackText.height($0, unit)) }
        averageHeartRate = summary.heartRate?.roundedAverage
    }
}
