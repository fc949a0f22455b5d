/// A route's pattern (`/routes/:id.gpx`) in the form a path is tried against: each segment a
/// kind and a range of one byte buffer holding the literals and endings, so that trying a path
/// compares bytes in place, counts no references and makes no string until a route is chosen.
struct PathPattern: Sendable {
    /// How specific a segment is; at the first place two patterns differ, the lower wins.
    enum Kind: UInt8, Sendable {
        case literal = 0
        /// `:id.gpx`: a parameter followed by a fixed ending in the same segment.
        case suffixed = 1
        case parameter = 2
    }

    struct Segment: Sendable {
        let kind: Kind
        /// The literal's bytes or the ending's, in `fixed`; empty for a plain parameter.
        let range: Range<Int>
    }

    let segments: [Segment]
    /// Every literal and every ending, one after another.
    let fixed: [UInt8]
    /// The parameters' names, in the order of their segments.
    let names: [String]

    /// `pattern` starts with a slash; the parts between slashes are its segments.
    init(_ pattern: String) {
        var segments: [Segment] = [], fixed: [UInt8] = [], names: [String] = []
        for text in pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let start = fixed.count
            guard text.hasPrefix(":") else {
                fixed.append(contentsOf: text.utf8)
                segments.append(Segment(kind: .literal, range: start..<fixed.count))
                continue
            }
            let name = text.dropFirst()
            if let dot = name.firstIndex(of: ".") {
                names.append(String(name[..<dot]))
                fixed.append(contentsOf: name[dot...].utf8)
                segments.append(Segment(kind: .suffixed, range: start..<fixed.count))
            } else {
                names.append(String(name))
                segments.append(Segment(kind: .parameter, range: start..<start))
            }
        }
        (self.segments, self.fixed, self.names) = (segments, fixed, names)
    }

    /// The pattern with its parameter names left out: two patterns of the same shape match
    /// exactly the same paths.
    var shape: String {
        segments.map { segment in
            let text = String(decoding: fixed[segment.range], as: UTF8.self)
            return switch segment.kind {
            case .literal: "=" + text
            case .suffixed: ":" + text
            case .parameter: ":"
            }
        }.joined(separator: "/")
    }

    /// Whether every segment is literal: the pattern fits one path only.
    var isLiteral: Bool { segments.allSatisfy { $0.kind == .literal } }

    /// The first segment's literal bytes, nil when it is a parameter.
    var firstLiteral: [UInt8]? {
        guard let first = segments.first, first.kind == .literal else { return nil }
        return Array(fixed[first.range])
    }

    /// Compared segment by segment from the left, a literal beats `:id.gpx`, which beats `:id`.
    func isMoreSpecific(than other: PathPattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) where mine.kind != theirs.kind {
            return mine.kind.rawValue < theirs.kind.rawValue
        }
        return false
    }

    /// Whether the segments of `path` that start at `start` (just after its first slash), as
    /// many as this pattern has, fit it: literals byte for byte, endings in place, parameters
    /// not empty and valid percent-encoded UTF-8.
    func fits(_ path: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        fixed.withUnsafeBufferPointer { fixed in
            var start = start
            // Through indices, not an iterator, which would hold (retain) the array.
            for index in segments.indices {
                let segment = segments[index]
                let end = Self.segmentEnd(in: path, from: start)
                let part = UnsafeBufferPointer(rebasing: path[start..<end])
                let ending = UnsafeBufferPointer(rebasing: fixed[segment.range])
                switch segment.kind {
                case .literal:
                    guard Self.same(part, ending) else { return false }
                case .parameter:
                    guard Self.isParameter(part) else { return false }
                case .suffixed:
                    guard part.count > ending.count,
                          Self.same(UnsafeBufferPointer(rebasing: part.suffix(ending.count)), ending),
                          Self.isParameter(UnsafeBufferPointer(rebasing: part.dropLast(ending.count))) else { return false }
                }
                start = end + 1
            }
            return true
        }
    }

    /// The decoded parameters of a path that `fits`, by name.
    func parameters(in path: UnsafeBufferPointer<UInt8>, from start: Int) -> PathParameters {
        guard !names.isEmpty else { return PathParameters() }
        var parameters = PathParameters(capacity: names.count)
        var start = start, index = 0
        for segment in segments {
            let end = Self.segmentEnd(in: path, from: start)
            if segment.kind != .literal {
                let value = UnsafeBufferPointer(rebasing: path[start..<(end - segment.range.count)])
                parameters[names[index]] = PercentDecoding.decode(UnsafeRawBufferPointer(value), plusAsSpace: false)
                index += 1
            }
            start = end + 1
        }
        return parameters
    }

    /// The index of the slash ending the segment that starts at `start`, or the path's end.
    @inline(__always)
    static func segmentEnd(in path: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < path.count && path[end] != UInt8(ascii: "/") { end += 1 }
        return end
    }

    @inline(__always)
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.same(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b))
    }

    /// Plain ASCII without escapes, the usual parameter, is valid without decoding it.
    private static func isParameter(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !part.isEmpty else { return false }
        if !part.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) { return true }
        return PercentDecoding.decode(UnsafeRawBufferPointer(part), plusAsSpace: false) != nil
    }
}
