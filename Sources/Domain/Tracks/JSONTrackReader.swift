/// Reads the original app's track: a JSON list of `[latitude, longitude, bpm]` triples, one
/// segment, no times (see `Track.secondsPerUntimedPoint`).
enum JSONTrackReader {
    /// Read in two passes over the bytes, neither building a tree of the document (issue 23):
    /// the first checks it is JSON and counts the points, the second reads each point straight
    /// into its place in the track's columns, room for all of them taken once.
    static func read(_ bytes: ArraySlice<UInt8>) throws(TrackError) -> Track {
        let count: Int?
        do {
            count = try pointCount(bytes)
        } catch {
            throw emptyPoint(at: error, in: bytes) ?? .json(error)
        }
        guard let count else { throw .notAList }
        guard count > 0 else { throw .noPoints }
        guard count <= TrackLimits.maxPoints else { throw .tooManyPoints }
        let points: Result<TrackColumns, TrackError>
        do {
            points = try Self.points(bytes, count: count)
        } catch {
            throw .json(error)
        }
        return Track(columns: try points.get(), format: .json)
    }

    /// The items of the top-level list, every value checked as JSON; nil when the document is
    /// not a list.
    private static func pointCount(_ bytes: ArraySlice<UInt8>) throws(JSONError) -> Int? {
        var json = JSONReader(bytes)
        guard try json.kind() == .array else {
            try json.skipValue()
            try json.end()
            return nil
        }
        var count = 0
        try json.beginArray()
        while try json.nextItem() {
            try json.skipValue()
            count += 1
        }
        try json.end()
        return count
    }

    /// The points of a document known to be JSON, the first one refused ending the reading.
    private static func points(_ bytes: ArraySlice<UInt8>, count: Int) throws(JSONError) -> Result<TrackColumns, TrackError> {
        var json = JSONReader(bytes)
        var points = TrackColumns(capacity: count)
        try json.beginArray()
        while try json.nextItem() {
            switch try point(&json) {
            case .success(let point): points.append(point)
            case .failure(let problem): return .failure(.point(points.count + 1, problem))
            }
        }
        points.endSegment()
        return .success(points)
    }

    private static func point(_ json: inout JSONReader) throws(JSONError) -> Result<TrackPoint, PointProblem> {
        let kind = try json.kind()
        guard kind == .array else {
            try json.skipValue()
            return .failure(.notAList(kind: kind.name))
        }
        let count = try json.countItems()
        guard count == 3 else {
            try json.skipValue()
            return .failure(.valueCount(count))
        }
        try json.beginArray()
        let values = (try item(&json), try item(&json), try item(&json))
        _ = try json.nextItem()
        return Result { () throws(PointProblem) in
            let latitude = try number(values.0, .latitude, in: TrackLimits.latitudes)
            let longitude = try number(values.1, .longitude, in: TrackLimits.longitudes)
            let beats = try number(values.2, .heartRate, in: 0...Double(TrackLimits.heartRates.upperBound))
            guard beats == beats.rounded() else { throw .notWhole(.heartRate, value: text(beats)) }
            guard beats == 0 || TrackLimits.heartRates.contains(Int(clamping: beats)) else { throw .outOfRange(.heartRate, value: text(beats)) }
            return TrackPoint(latitude: latitude, longitude: longitude, heartRate: beats == 0 ? nil : Int(clamping: beats))
        }
    }

    /// The next value of a point: what it is, and its number when it is one (anything else is
    /// kept no further).
    private static func item(_ json: inout JSONReader) throws(JSONError) -> (kind: JSONKind, number: Double) {
        _ = try json.nextItem()
        let kind = try json.kind()
        guard kind == .number else {
            try json.skipValue()
            return (kind, 0)
        }
        return (kind, try json.number())
    }

    private static func number(_ value: (kind: JSONKind, number: Double), _ name: TrackValue, in range: ClosedRange<Double>) throws(PointProblem) -> Double {
        guard value.kind == .number else { throw .notANumber(name, kind: value.kind.name) }
        guard range.contains(value.number) else { throw .outOfRange(name, value: text(value.number)) }
        return value.number
    }

    /// A number as the file most likely wrote it: "95.2", "300", "1e+300".
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(clamping: value)) : "\(value)"
    }

    /// The original app's broken sample leaves a point out between two commas (`[…],,[…]`);
    /// the parser stops at the second comma. Naming the point says more than "unexpected ','".
    private static func emptyPoint(at error: JSONError, in bytes: ArraySlice<UInt8>) -> TrackError? {
        guard case .unexpectedByte(let byte) = error.reason, byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]"),
              let offset = offset(line: error.line, column: error.column, in: bytes),
              let previous = bytes[..<offset].last(where: { !isWhitespace($0) }),
              previous == UInt8(ascii: ",") || (previous == UInt8(ascii: "[") && byte == UInt8(ascii: ",")) else { return nil }
        var depth = 0
        var commas = 0
        for byte in bytes[..<offset] {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 1: commas += 1
            default: break
            }
        }
        // Deeper in, a value of a point is missing, which the parser's message covers.
        guard depth == 1 else { return nil }
        return .emptyPoint(previous == UInt8(ascii: "[") ? 1 : commas + 1, line: error.line, column: error.column)
    }

    private static func offset(line: Int, column: Int, in bytes: ArraySlice<UInt8>) -> Int? {
        var lineStart = bytes.startIndex
        var lines = 1
        while lines < line {
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { return nil }
            lineStart = newline + 1
            lines += 1
        }
        let offset = lineStart + column - 1
        return offset < bytes.endIndex ? offset : nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
