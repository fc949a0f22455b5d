/// A point of the drawing, in the units of the SVG's view box.
struct PlanePoint: Equatable {
    var x: Double
    var y: Double

    /// The distance to the line segment from `a` to `b` (to `a` itself when they coincide,
    /// as at the ends of a loop).
    func distance(toSegmentFrom a: PlanePoint, to b: PlanePoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : min(1, max(0, ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared))
        let px = a.x + t * dx - x, py = a.y + t * dy - y
        return (px * px + py * py).squareRoot()
    }
}
