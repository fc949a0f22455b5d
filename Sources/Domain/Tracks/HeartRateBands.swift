/// The four colours of the route's line, as the original app drew them: the track's own range
/// from its lowest to its highest heart rate cut into quarters (green, yellow, orange, red).
/// Each band holds its lower edge: a heart rate exactly a quarter of the way up is band 2.
public struct HeartRateBands: Sendable, Equatable {
    public static let count = 4

    public let lowest: Int
    public let highest: Int

    public init(lowest: Int, highest: Int) {
        self.lowest = lowest
        self.highest = max(highest, lowest)
    }

    /// 1 to 4; a track with a single heart rate is all band 1.
    public func band(of beats: Int) -> Int {
        let span = highest - lowest
        guard span > 0 else { return 1 }
        let clamped = min(max(beats, lowest), highest)
        return min(Self.count, (clamped - lowest) * Self.count / span + 1)
    }

    /// The three edges between the bands: a quarter, a half and three quarters of the way.
    public var edges: [Double] {
        (1..<Self.count).map { Double(lowest) + Double((highest - lowest) * $0) / Double(Self.count) }
    }

    /// The whole heart rates in each band, for the legend; nil for a band that none falls in
    /// (a range of a few beats leaves some quarters without a whole number).
    public var ranges: [ClosedRange<Int>?] {
        let span = highest - lowest
        guard span > 0 else { return [lowest...highest, nil, nil, nil] }
        return (1...Self.count).map { band in
            let first = band == 1 ? lowest : lowest + Self.ceilingQuarter((band - 1) * span)
            let last = band == Self.count ? highest : lowest + Self.ceilingQuarter(band * span) - 1
            return first <= last ? first...last : nil
        }
    }

    private static func ceilingQuarter(_ value: Int) -> Int {
        (value + count - 1) / count
    }
}
