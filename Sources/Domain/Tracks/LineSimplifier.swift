/// Ramer–Douglas–Peucker simplification (Douglas and Peucker, "Algorithms for the reduction of
/// the number of points required to represent a digitized line", 1973): keeps the ends and
/// every point farther than `tolerance` from the line through the points kept around it, so
/// the shape drawn stays within `tolerance` of every recorded point.
enum LineSimplifier {
    /// Splitting at the farthest point is quadratic at worst, when every split cuts off one
    /// point. A stretch longer than this that must be split anyway is split in its middle when
    /// the farthest point lies near an end: one point more is kept, and the work stays within
    /// `count × log(count)` for long stretches and `count × balanced` for the rest.
    static let balanced = 512

    /// Whether each point of `points` is kept, in order; `place` gives a point by its index,
    /// so the points need not be held anywhere as plane points.
    static func keep(_ points: ClosedRange<Int>, tolerance: Double, place: (Int) -> PlanePoint) -> [Bool] {
        let offset = points.lowerBound
        guard points.count > 2 else { return [Bool](repeating: true, count: points.count) }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var pending = [(0, points.count - 1)]
        while let (first, last) = pending.popLast() {
            guard var split = farthest(first, last, beyond: tolerance, place: { place(offset + $0) }) else { continue }
            let length = last - first
            if length > balanced && min(split - first, last - split) < length / 4 { split = first + length / 2 }
            keep[split] = true
            pending.append((first, split))
            pending.append((split, last))
        }
        return keep
    }

    /// The point between `first` and `last` farthest from the line joining them, if it lies
    /// beyond `tolerance`.
    private static func farthest(_ first: Int, _ last: Int, beyond tolerance: Double, place: (Int) -> PlanePoint) -> Int? {
        var farthest: Int?
        var distance = tolerance
        let (start, end) = (place(first), place(last))
        for index in (first + 1)..<last {
            let away = place(index).distance(toSegmentFrom: start, to: end)
            if away > distance {
                distance = away
                farthest = index
            }
        }
        return farthest
    }
}
