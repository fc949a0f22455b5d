extension TimeZoneRules {
    /// Reads a TZif file of version 1 to 4 (RFC 8536 §3). When a version 2+ block follows,
    /// the version 1 block is skipped for its 64-bit times and the footer rule. Leap second
    /// records are skipped: zones without them (all but `right/`) count Unix time.
    public init(tzif bytes: [UInt8]) throws(TimeZoneRulesError) {
        var reader = TZifReader(bytes)
        let version1 = try TZifHeader(reading: &reader)
        guard version1.hasVersion2Block else {
            try self.init(block: version1, timeSize: 4, reader: &reader, footer: nil)
            return
        }
        _ = try reader.take(version1.dataLength(timeSize: 4), section: "version 1 data")
        let header = try TZifHeader(reading: &reader)
        var dataReader = reader
        _ = try reader.take(header.dataLength(timeSize: 8), section: "version 2 data")
        let footer = try Self.footer(&reader)
        try self.init(block: header, timeSize: 8, reader: &dataReader, footer: footer)
    }

    private init(block header: TZifHeader, timeSize: Int, reader: inout TZifReader,
                 footer: PosixTimeZone?) throws(TimeZoneRulesError) {
        // One check of the whole block before anything is allocated, so a huge count in a
        // short file fails here instead of reserving gigabytes.
        try reader.require(header.dataLength(timeSize: timeSize), section: "data block")
        var times: [Int] = []
        times.reserveCapacity(header.timecnt)
        for _ in 0..<header.timecnt {
            let time = try reader.signed(size: timeSize, section: "transition times")
            guard times.last.map({ $0 < time }) ?? true else {
                throw .invalid("transition times must be in ascending order")
            }
            times.append(time)
        }
        let typeIndices = try reader.take(header.timecnt, section: "transition types")
        var offsets: [Int] = []
        offsets.reserveCapacity(header.typecnt)
        for _ in 0..<header.typecnt {
            offsets.append(try Self.localTimeType(&reader, designationCount: header.charcnt))
        }
        var offsetsAfter: [Int] = []
        offsetsAfter.reserveCapacity(header.timecnt)
        for index in typeIndices {
            guard Int(index) < offsets.count else {
                throw .invalid("a transition names local time type \(index) of \(offsets.count)")
            }
            offsetsAfter.append(offsets[Int(index)])
        }
        self.init(transitionTimes: times, offsetsAfter: offsetsAfter, initialOffset: offsets[0], footer: footer)
    }

    /// One `ttinfo` (RFC 8536 §3.2): a UT offset, a DST flag and an index into the
    /// designations; only the offset is kept.
    private static func localTimeType(_ reader: inout TZifReader, designationCount: Int) throws(TimeZoneRulesError) -> Int {
        let offset = try reader.signed(size: 4, section: "local time types")
        let isDaylightSaving = try reader.byte(section: "local time types")
        let designation = try reader.byte(section: "local time types")
        // RFC 8536 §3.2: utoff SHOULD be in -89999…93599 (about ±25 hours); anything
        // beyond is a damaged file, not a place on Earth.
        guard (-89_999...93_599).contains(offset), isDaylightSaving <= 1, Int(designation) < designationCount else {
            throw .invalid("a local time type has offset \(offset), DST flag \(isDaylightSaving), designation \(designation)")
        }
        return offset
    }

    /// The footer: a POSIX TZ string between two newlines (RFC 8536 §3.3); empty means none.
    private static func footer(_ reader: inout TZifReader) throws(TimeZoneRulesError) -> PosixTimeZone? {
        guard try reader.byte(section: "footer") == UInt8(ascii: "\n") else {
            throw .invalid("the footer must start with a newline")
        }
        var text: [UInt8] = []
        while case let byte = try reader.byte(section: "footer"), byte != UInt8(ascii: "\n") {
            guard byte >= 0x20, byte < 0x7F else { throw .invalid("the footer holds a byte that is not printable ASCII") }
            text.append(byte)
        }
        return text.isEmpty ? nil : try PosixTimeZone(String(decoding: text, as: UTF8.self))
    }
}
