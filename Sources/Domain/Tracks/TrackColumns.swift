/// A track's points kept column by column (issue 23): a track of the original app's JSON has
/// neither elevations nor times, and a `TrackPoint` of 40 bytes each would hold them anyway,
/// so its 250,000 points took 10 MB while the upload was read. Here a column a file never
/// fills takes nothing, and the values are kept exactly as read: such a track takes 17 bytes a
/// point, less than its text in the file.
struct TrackColumns: Sendable, Equatable {
    private(set) var latitudes: [Double] = []
    private(set) var longitudes: [Double] = []
    /// Beats per minute, 0 for none (as in `TrackPoint`).
    private(set) var heartRates: [UInt8] = []
    /// Empty while no point has one; then one a point, `noElevation` where a point has none.
    private(set) var elevations: [Double] = []
    /// Empty while no point has one; then one a point, `noTime` where a point has none.
    private(set) var times: [Int64] = []
    /// Where each segment ends: the index after its last point.
    private(set) var segmentEnds: [Int] = []
    /// Room taken for a column when its first value comes.
    private let capacity: Int

    static let noTime = Int64.min
    /// Elevations are finite (`TrackLimits.elevations`), so an infinity is free to mean none.
    static let noElevation = -Double.infinity

    /// Room for `capacity` points is taken at once, so a long track is not copied as it grows.
    init(capacity: Int = 0) {
        self.capacity = capacity
        latitudes.reserveCapacity(capacity)
        longitudes.reserveCapacity(capacity)
        heartRates.reserveCapacity(capacity)
    }

    var count: Int { latitudes.count }

    /// The point's index range of each segment, in order.
    var segmentRanges: [Range<Int>] {
        zip([0] + segmentEnds.dropLast(), segmentEnds).map { $0..<$1 }
    }

    mutating func append(_ point: TrackPoint) {
        let index = count
        latitudes.append(point.latitude)
        longitudes.append(point.longitude)
        heartRates.append(UInt8(clamping: point.heartRate ?? 0))
        Self.append(point.elevation, none: Self.noElevation, to: &elevations, at: index, capacity: capacity)
        Self.append(point.time, none: Self.noTime, to: &times, at: index, capacity: capacity)
    }

    /// An optional column starts with the first point that has a value, filled in for the
    /// points before it, so a column is empty exactly when no point has a value.
    private static func append<Value>(_ value: Value?, none: Value, to column: inout [Value], at index: Int, capacity: Int) {
        if column.isEmpty {
            guard let value else { return }
            column.reserveCapacity(max(capacity, index + 1))
            column.append(contentsOf: repeatElement(none, count: index))
            column.append(value)
        } else {
            column.append(value ?? none)
        }
    }

    /// Ends the segment being built; an empty one is kept too, as `Track(segments:)` was given.
    mutating func endSegment() {
        segmentEnds.append(count)
    }

    func point(at index: Int) -> TrackPoint {
        TrackPoint(latitude: latitudes[index], longitude: longitudes[index], heartRate: heartRate(at: index),
                   elevation: elevation(at: index), time: time(at: index))
    }

    func heartRate(at index: Int) -> Int? {
        heartRates[index] == 0 ? nil : Int(heartRates[index])
    }

    func elevation(at index: Int) -> Double? {
        elevations.isEmpty || elevations[index] == Self.noElevation ? nil : elevations[index]
    }

    func time(at index: Int) -> Int64? {
        times.isEmpty || times[index] == Self.noTime ? nil : times[index]
    }

    /// Every point as untimed.
    mutating func removeTimes() {
        times = []
    }
}
