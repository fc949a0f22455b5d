/// A track packed into bytes once at upload and read back in one go: fixed-size little-endian
/// records, latitude and longitude in 1e-7 degrees (about a centimetre, as Garmin's FIT files
/// keep them), elevation in centimetres, time in milliseconds, a sentinel where a value is
/// missing.
extension Track {
    private static let magic: UInt32 = 0x3154_4C4C // "LLT1"
    private static let bytesPerPoint = 21

    public var packed: [UInt8] {
        var writer = ByteWriter(capacity: 8 + 4 * segments.count + Self.bytesPerPoint * pointCount)
        writer.append(Self.magic)
        writer.append(UInt32(segments.count))
        for segment in segments { writer.append(UInt32(segment.count)) }
        for point in segments.joined() {
            writer.append(Int32(clamping: (point.latitude * 1e7).rounded()))
            writer.append(Int32(clamping: (point.longitude * 1e7).rounded()))
            writer.append(UInt8(clamping: point.heartRate ?? 0))
            writer.append(point.elevation.map { Int32(clamping: ($0 * 100).rounded()) } ?? Int32.min)
            writer.append(point.time ?? Int64.min)
        }
        return writer.bytes
    }

    /// Nil for bytes that `packed` did not write.
    public init?(packed bytes: [UInt8], name: String?, format: TrackFormat) {
        var reader = ByteReader(bytes)
        guard reader.read(UInt32.self) == Self.magic, let count = reader.read(UInt32.self).map(Int.init),
              count <= reader.remaining / 4 else { return nil }
        var lengths: [Int] = []
        for _ in 0..<count {
            guard let length = reader.read(UInt32.self) else { return nil }
            lengths.append(Int(length))
        }
        guard lengths.reduce(0, +) * Self.bytesPerPoint == reader.remaining else { return nil }
        var segments: [[TrackPoint]] = []
        for length in lengths {
            var segment: [TrackPoint] = []
            segment.reserveCapacity(length)
            for _ in 0..<length {
                guard let point = Self.point(&reader) else { return nil }
                segment.append(point)
            }
            segments.append(segment)
        }
        self.init(segments: segments, name: name, format: format)
    }

    private static func point(_ reader: inout ByteReader) -> TrackPoint? {
        guard let latitude = reader.read(Int32.self), let longitude = reader.read(Int32.self), let beats = reader.read(UInt8.self),
              let elevation = reader.read(Int32.self), let time = reader.read(Int64.self) else { return nil }
        return TrackPoint(latitude: Double(latitude) / 1e7, longitude: Double(longitude) / 1e7, heartRate: beats == 0 ? nil : Int(beats),
                          elevation: elevation == Int32.min ? nil : Double(elevation) / 100, time: time == Int64.min ? nil : time)
    }
}
