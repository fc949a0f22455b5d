/// The distance of watches that pack it with the speed (`compressed_speed_distance`, record
/// field 8: the Garmin FR70 and other foot-pod watches): three bytes, the low 12 bits the
/// speed, the high 12 bits the distance in sixteenths of a metre, rolling over every 256 m.
/// The FIT profile has the distance accumulate: each record adds how far the counter moved
/// since the one before, modulo its 4,096 counts.
public struct FootPodDistance {
    private var counts: Int64 = 0
    private var last: UInt32?

    public init() {}

    /// The metres from the start after this record; nil for a field of another size or one
    /// marked invalid (every byte 0xFF).
    public mutating func add(_ packed: ArraySlice<UInt8>) -> Double? {
        guard packed.count == 3, !packed.allSatisfy({ $0 == 0xFF }) else { return nil }
        let start = packed.startIndex
        let raw = UInt32(packed[start + 1]) >> 4 | UInt32(packed[start + 2]) << 4
        counts += Int64(last.map { (raw &- $0) & 0xFFF } ?? raw)
        last = raw
        return Double(counts) / 16
    }
}
