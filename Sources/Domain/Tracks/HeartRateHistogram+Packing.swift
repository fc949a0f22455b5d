/// The histogram as stored with its route: milliseconds for each bpm, in order.
extension HeartRateHistogram {
    public var packed: [UInt8] {
        var writer = ByteWriter(capacity: 8 * milliseconds.count)
        for time in milliseconds { writer.append(time) }
        return writer.bytes
    }

    /// Nil for bytes that `packed` did not write.
    public init?(packed bytes: [UInt8]) {
        guard bytes.count == 8 * (TrackLimits.heartRates.upperBound + 1) else { return nil }
        var reader = ByteReader(bytes)
        var milliseconds: [Int64] = []
        while let time = reader.read(Int64.self) { milliseconds.append(time) }
        self.init(milliseconds: milliseconds)
    }
}
