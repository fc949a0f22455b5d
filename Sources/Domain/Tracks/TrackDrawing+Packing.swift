/// The drawing as stored with its route, so showing a route never re-reads its points.
extension TrackDrawing {
    private static let magic: UInt32 = 0x3144_4C4C // "LLD1"

    public var packed: [UInt8] {
        var writer = ByteWriter()
        writer.append(Self.magic)
        for number in [width, height, start.x, start.y, end.x, end.y] { writer.append(UInt16(number)) }
        writer.append(UInt8(lines.count))
        for line in lines {
            writer.append(UInt8(line.band))
            writer.append(text: line.path)
        }
        return writer.bytes
    }

    /// Nil for bytes that `packed` did not write.
    public init?(packed bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        guard reader.read(UInt32.self) == Self.magic else { return nil }
        var numbers: [Int] = []
        for _ in 0..<6 {
            guard let number = reader.read(UInt16.self) else { return nil }
            numbers.append(Int(number))
        }
        guard let count = reader.read(UInt8.self) else { return nil }
        var lines: [Line] = []
        for _ in 0..<count {
            guard let band = reader.read(UInt8.self), band <= HeartRateBands.count, let path = reader.readText() else { return nil }
            lines.append(Line(band: Int(band), path: path))
        }
        guard reader.isAtEnd else { return nil }
        self.init(width: numbers[0], height: numbers[1], start: Point(x: numbers[2], y: numbers[3]),
                  end: Point(x: numbers[4], y: numbers[5]), lines: lines)
    }
}
