/// Reads the original app's track: a JSON list of `[latitude, longitude, bpm]` triples, one
/// segment, no times (see `Track.secondsPerUntimedPoint`).
enum JSONTrackReader {
    static func read(_ bytes: [UInt8]) throws(TrackError) -> Track {
        // The JSON parser builds the whole document. Every value but the first follows a `[`,
        // `,` or `:`, so counting those first keeps a 20 MiB upload of millions of tiny values
        // from being built at all: a track holds four values a point.
        let separators = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "[") || $1 == UInt8(ascii: ",") || $1 == UInt8(ascii: ":") ? 1 : 0) }
        guard separators <= 4 * TrackLimits.maxPoints + 1 else { throw .tooManyPoints }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw emptyPoint(at: error, in: bytes) ?? .json(error)
        }
        guard case .array(let items) = document else { throw .notAList }
        guard !items.isEmpty else { throw .noPoints }
        guard items.count <= TrackLimits.maxPoints else { throw .tooManyPoints }
        var points: [TrackPoint] = []
        points.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            do throws(PointProblem) {
                points.append(try point(item))
            } catch {
                throw .point(offset + 1, error)
            }
        }
        return Track(segments: [points], format: .json)
    }

    private static func point(_ item: JSONValue) throws(PointProblem) -> TrackPoint {
        guard case .array(let values) = item else { throw .notAList(kind: item.kindName) }
        guard values.count == 3 else { throw .valueCount(values.count) }
        let latitude = try number(values[0], .latitude, in: TrackLimits.latitudes)
        let longitude = try number(values[1], .longitude, in: TrackLimits.longitudes)
        let beats = try number(values[2], .heartRate, in: 0...Double(TrackLimits.heartRates.upperBound))
        guard beats == beats.rounded() else { throw .notWhole(.heartRate, value: text(beats)) }
        guard beats == 0 || TrackLimits.heartRates.contains(Int(clamping: beats)) else { throw .outOfRange(.heartRate, value: text(beats)) }
        return TrackPoint(latitude: latitude, longitude: longitude, heartRate: beats == 0 ? nil : Int(clamping: beats))
    }

    private static func number(_ value: JSONValue, _ name: TrackValue, in range: ClosedRange<Double>) throws(PointProblem) -> Double {
        guard case .number(let number) = value else { throw .notANumber(name, kind: value.kindName) }
        guard range.contains(number) else { throw .outOfRange(name, value: text(number)) }
        return number
    }

    /// A number as the file most likely wrote it: "95.2", "300", "1e+300".
    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(clamping: value)) : "\(value)"
    }

    /// The original app's broken sample leaves a point out between two commas (`[…],,[…]`);
    /// the parser stops at the second comma. Naming the point says more than "unexpected ','".
    private static func emptyPoint(at error: JSONError, in bytes: [UInt8]) -> TrackError? {
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

    private static func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        var lineStart = 0
        var lines = 1
        while lines < line {
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { return nil }
            lineStart = newline + 1
            lines += 1
        }
        let offset = lineStart + column - 1
        return offset < bytes.count ? offset : nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
