/// A track packed into bytes once at upload and read back in one go: fixed-size little-endian
/// records, latitude and longitude in 1e-7 degrees (about a centimetre, as Garmin's FIT files
/// keep them), elevation in centimetres, time in milliseconds, a sentinel where a value is
/// missing.
extension Track {
    private static let magic: UInt32 = 0x3154_4C4C // "LLT1"
    private static let bytesPerPoint = 21

    public var packed: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(packedCount)
        pack { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// The length of `packed`.
    public var packedCount: Int {
        8 + 4 * columns.segmentEnds.count + Self.bytesPerPoint * pointCount
    }

    /// `packed`, a piece of about `chunk` bytes at a time, for a writer that needs no more of it
    /// at once: a long track's 5 MB are not held twice (issue 23).
    public func pack(chunk: Int = 1 << 16, _ write: ([UInt8]) throws -> Void) rethrows {
        var writer = ByteWriter(capacity: chunk + Self.bytesPerPoint)
        writer.append(Self.magic)
        writer.append(UInt32(columns.segmentEnds.count))
        for range in segmentRanges { writer.append(UInt32(range.count)) }
        for index in 0..<pointCount {
            if writer.bytes.count >= chunk {
                try write(writer.bytes)
                writer.removeAll()
            }
            let point = point(at: index)
            writer.append(Int32(clamping: (point.latitude * 1e7).rounded()))
            writer.append(Int32(clamping: (point.longitude * 1e7).rounded()))
            writer.append(UInt8(clamping: point.heartRate ?? 0))
            writer.append(point.elevation.map { Int32(clamping: ($0 * 100).rounded()) } ?? Int32.min)
            writer.append(point.time ?? Int64.min)
        }
        try write(writer.bytes)
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
        let total = lengths.reduce(0, +)
        guard total * Self.bytesPerPoint == reader.remaining else { return nil }
        var columns = TrackColumns(capacity: total)
        for length in lengths {
            for _ in 0..<length {
                guard let point = Self.point(&reader) else { return nil }
                columns.append(point)
            }
            columns.endSegment()
        }
        self.init(columns: columns, name: name, format: format)
    }

    private static func point(_ reader: inout ByteReader) -> TrackPoint? {
        guard let latitude = reader.read(Int32.self), let longitude = reader.read(Int32.self), let beats = reader.read(UInt8.self),
              let elevation = reader.read(Int32.self), let time = reader.read(Int64.self) else { return nil }
        return TrackPoint(latitude: Double(latitude) / 1e7, longitude: Double(longitude) / 1e7, heartRate: beats == 0 ? nil : Int(beats),
                          elevation: elevation == Int32.min ? nil : Double(elevation) / 100, time: time == Int64.min ? nil : time)
    }
}
